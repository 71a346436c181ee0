import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { AttendanceState } from '#contract/roll-call-rules';
import { attendanceCounts } from '#contract/roll-call-rules';
import { ButtonLink } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { ChildName } from './roll-call-child-name.tsx';
import { useDayAttendance, type DayAttendance } from './use-roll-calls.ts';
import './roll-call.css';

const order: AttendanceState[] = ['present', 'absent', 'not_seen'];

/** The day's attendance by group from the synced roll calls and absences, offline; and that day's roll calls. */
export function DayAttendanceSection({ day }: { day: string }) {
  const { t } = useLingui();
  const attendance = useDayAttendance(day);
  return (
    <section className="stack" aria-labelledby="attendance-title" data-testid="day-attendance">
      <div className="staff-heading-row">
        <h2 id="attendance-title" className="staff-section-title">
          <Trans>Attendance</Trans>
        </h2>
        <ButtonLink to="/staff/roll-call/new">
          <Trans>Start a roll call</Trans>
        </ButtonLink>
      </div>
      {attendance === undefined ? <Skeleton lines={4} label={t`Loading…`} /> : <Attendance attendance={attendance} />}
    </section>
  );
}

function Attendance({ attendance }: { attendance: DayAttendance }) {
  const { t } = useLingui();
  if (attendance.groups.length === 0)
    return (
      <p className="text-muted">
        <Trans>No children on this device yet. They appear once it has synced.</Trans>
      </p>
    );
  return (
    <>
      {attendance.rollCalls.length === 0 ? (
        <p className="text-muted">
          <Trans>No roll call yet for this day.</Trans>
        </p>
      ) : (
        <ul className="roll-call-list" aria-label={t`Roll calls`}>
          {attendance.rollCalls.map((rollCall) => (
            <li key={rollCall.id} data-roll-call-id={rollCall.id}>
              <Link to="/staff/roll-call/$id" params={{ id: rollCall.id }} className="roll-call-link">
                <span className="roll-call-link__name">
                  {rollCall.label || attendance.roster.groups.find((group) => group.id === rollCall.group_id)?.name || (
                    <Trans>Roll call</Trans>
                  )}
                </span>
                <span className="list__secondary">
                  <Trans>
                    {rollCall.present} of {rollCall.listed} present
                  </Trans>
                  {' · '}
                  {rollCall.closed_at ? <Trans>Closed</Trans> : <Trans>Open</Trans>}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {attendance.groups.map(({ group, children }) => (
        <GroupAttendance key={group?.id ?? 'none'} name={group?.name} children={children} />
      ))}
    </>
  );
}

function GroupAttendance({
  name,
  children,
}: {
  name: string | undefined;
  children: DayAttendance['groups'][0]['children'];
}) {
  const counts = attendanceCounts(new Map(children.map(({ child, state }) => [child.id, state])));
  const headings = {
    present: <Trans>Present ({counts.present})</Trans>,
    absent: <Trans>Absent, reported ({counts.absent})</Trans>,
    not_seen: <Trans>Not seen yet ({counts.not_seen})</Trans>,
  };
  return (
    <Card flush className="attendance-group">
      <h3 className="staff-group-title">
        {name ?? <Trans>Without a group</Trans>}{' '}
        <span className="attendance-group__count">
          <Trans>
            {counts.present} of {children.length} present
          </Trans>
        </span>
      </h3>
      {order.map(
        (state) =>
          counts[state] > 0 && (
            <div key={state} className="attendance-state" data-state={state}>
              <h4 className="attendance-state__title">{headings[state]}</h4>
              <ul className="attendance-state__names">
                {children
                  .filter((entry) => entry.state === state)
                  .map(({ child }) => (
                    <li key={child.id}>
                      <ChildName child={child} linked />
                    </li>
                  ))}
              </ul>
            </div>
          ),
      )}
    </Card>
  );
}
