import { describe, expect, it } from 'vitest';
import {
  attendanceCounts,
  attendanceOfDay,
  childrenReportedAbsent,
  rollCallDayAllowed,
} from '#contract/roll-call-rules';

const day = '2026-11-27';
const sick = { child_id: 'ben', from: '2026-11-26', to: '2026-11-28' };

describe('the attendance state of each child on a day', () => {
  it.each([
    ['ticked present, not reported', [], [{ child_id: 'ben', present: true }], 'present'],
    ['reported absent, not ticked', [sick], [{ child_id: 'ben', present: false }], 'absent'],
    [
      'reported absent and still ticked present: the tick wins',
      [sick],
      [{ child_id: 'ben', present: true }],
      'present',
    ],
    ['listed but unticked', [], [{ child_id: 'ben', present: false }], 'not_seen'],
    ['in no roll call and not reported', [], [], 'not_seen'],
    ['reported for other days only', [{ child_id: 'ben', from: '2026-11-28', to: '2026-11-30' }], [], 'not_seen'],
    ['absence withdrawn', [{ ...sick, deleted_at: '2026-11-27T07:00:00Z' }], [], 'not_seen'],
    [
      'ticked in one roll call, unticked in another',
      [],
      [
        { child_id: 'ben', present: false },
        { child_id: 'ben', present: true },
      ],
      'present',
    ],
    [
      'the tick removed again (entry deleted)',
      [],
      [{ child_id: 'ben', present: true, deleted_at: '2026-11-27T08:00:00Z' }],
      'not_seen',
    ],
  ] as const)('%s', (_, absences, entries, expected) => {
    expect(attendanceOfDay(['ben'], absences, entries, day).get('ben')).toBe(expected);
  });

  it('reports each child asked for once, and counts them for "12 of 15 present"', () => {
    const states = attendanceOfDay(
      ['ben', 'mia', 'ela', 'tom'],
      [sick, { child_id: 'ela', from: day, to: day }],
      [
        { child_id: 'mia', present: true },
        { child_id: 'ela', present: false },
        { child_id: 'someone-else', present: true },
      ],
      day,
    );
    expect([...states.keys()]).toEqual(['ben', 'mia', 'ela', 'tom']);
    expect(attendanceCounts(states)).toEqual({ present: 1, absent: 2, not_seen: 1 });
  });

  it('knows who is reported absent on the first and the last day of a report, not the day after', () => {
    expect(childrenReportedAbsent([sick], '2026-11-26')).toEqual(new Set(['ben']));
    expect(childrenReportedAbsent([sick], '2026-11-28')).toEqual(new Set(['ben']));
    expect(childrenReportedAbsent([sick], '2026-11-29')).toEqual(new Set());
  });
});

describe('the day a roll call may be started for', () => {
  it.each([
    ['today', day, true],
    ['tomorrow (a clock running early)', '2026-11-28', true],
    ['the day after tomorrow', '2026-11-29', false],
    ['a week ago (sent late from an outing without signal)', '2026-11-20', true],
    ['eight days ago', '2026-11-19', false],
  ] as const)('%s', (_, asked, allowed) => {
    expect(rollCallDayAllowed(asked, day)).toBe(allowed);
  });
});
