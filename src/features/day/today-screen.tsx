import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { useState } from 'react';
import { absentChildren } from '#contract/absent-children';
import type { StaffAbsenceEntry, StaffAbsencesResponse } from '#contract/staff';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Page } from '../../ui/page.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { BackToWorkspace } from '../workspace/back-to-workspace.tsx';
import { DayAttendanceSection } from './day-attendance.tsx';
import { RecordAbsenceForm } from './record-absence-form.tsx';
import { StaffOnly } from '../workspace/staff-gate.tsx';
import { useStaffAbsences } from './use-staff-absences.ts';
import '../workspace/staff.css';
import './today-screen.css';
import { kindergartenToday } from '../../i18n/kindergarten-zone.ts';
import { useKindergartenTime } from '../../i18n/use-kindergarten-time.ts';

const reasonLabels = { sick: msg`Sick`, vacation: msg`Holiday`, other: msg`Other reason` };

/** `/staff/today`: who is absent today and this week, by group, with reasons (staff only); late reports marked. */
export function TodayScreen() {
  const { t } = useLingui();
  useDocumentTitle(t`Today`);
  const [date, setDate] = useState(kindergartenToday());
  const [recording, setRecording] = useState(false);
  return (
    <StaffOnly>
      {(viewer) => (
        <Page withNav>
          <div className="stack stack--lg">
            <BackToWorkspace />
            <div className="staff-heading-row">
              <h1 className="page__title">
                <Trans>Absences</Trans>
              </h1>
              {!recording && (
                <Button onClick={() => setRecording(true)}>
                  <Trans>Record an absence</Trans>
                </Button>
              )}
            </div>
            {recording && (
              <Card className="stack">
                <h2 className="staff-section-title">
                  <Trans>A family phoned in</Trans>
                </h2>
                <RecordAbsenceForm viewer={viewer} onDone={() => setRecording(false)} />
              </Card>
            )}
            <TextField
              type="date"
              label={<Trans>Day</Trans>}
              value={date}
              onChange={(event) => event.target.value && setDate(event.target.value)}
              className="staff-date"
            />
            <DayAttendanceSection day={date} />
            <AbsenceOverview date={date} />
          </div>
        </Page>
      )}
    </StaffOnly>
  );
}

function AbsenceOverview({ date }: { date: string }) {
  const { t } = useLingui();
  const { state, reload } = useStaffAbsences(date);
  if (state.status === 'loading') return <Skeleton lines={5} label={t`Loading…`} />;
  if (state.status === 'failed') {
    return (
      <EmptyState
        title={
          state.offline ? (
            <Trans>The overview needs a connection</Trans>
          ) : (
            <Trans>The absences could not be loaded</Trans>
          )
        }
        action={
          <Button variant="secondary" onClick={reload}>
            <Trans>Try again</Trans>
          </Button>
        }
      >
        {state.offline && <Trans>An absence you record now is kept and sent when you are online.</Trans>}
      </EmptyState>
    );
  }
  return <Overview data={state.data} />;
}

function Overview({ data }: { data: StaffAbsencesResponse }) {
  const time = useKindergartenTime();
  const day = time.day(data.date, { weekday: 'long', day: 'numeric', month: 'long' });
  const edge = { day: 'numeric', month: 'short' } as const;
  const week = `${time.day(data.week_start, edge)} – ${time.day(data.week_end, edge)}`;
  const todayCount = data.counts.today;
  return (
    <div className="stack stack--lg">
      <p className="text-muted">
        <Trans>Reported after {data.late_after} on the first day counts as late.</Trans>
      </p>
      <section className="stack" aria-labelledby="absent-today">
        <h2 id="absent-today" className="staff-section-title">
          <Trans>
            {day}: {todayCount} absent
          </Trans>
        </h2>
        {data.groups.every((group) => group.today.length === 0) ? (
          <p className="text-muted">
            <Trans>Nobody is reported absent.</Trans>
          </p>
        ) : (
          data.groups.map(
            (group) =>
              group.today.length > 0 && (
                <GroupAbsences key={group.group?.id ?? 'none'} name={group.group?.name} entries={group.today} />
              ),
          )
        )}
      </section>
      <section className="stack" aria-labelledby="absent-week">
        <h2 id="absent-week" className="staff-section-title">
          <Trans>
            This week ({week}): {data.counts.week}
          </Trans>
        </h2>
        {data.groups.every((group) => group.week.length === 0) ? (
          <p className="text-muted">
            <Trans>No absences this week.</Trans>
          </p>
        ) : (
          data.groups.map(
            (group) =>
              group.week.length > 0 && (
                <GroupAbsences
                  key={group.group?.id ?? 'none'}
                  name={group.group?.name}
                  entries={group.week}
                  showDates
                />
              ),
          )
        )}
      </section>
    </div>
  );
}

/** Each child once (contract/absent-children.ts), with every report of theirs in the period below the name. */
function GroupAbsences({
  name,
  entries,
  showDates,
}: {
  name: string | undefined;
  entries: StaffAbsenceEntry[];
  showDates?: boolean;
}) {
  const { i18n } = useLingui();
  const time = useKindergartenTime();
  const short = (day: string) => time.day(day, { weekday: 'short', day: 'numeric', month: 'numeric' });
  return (
    <Card flush>
      <h3 className="staff-group-title">{name ?? <Trans>Without a group</Trans>}</h3>
      <ul className="list">
        {absentChildren(entries, (entry) => entry.child.id).map((reports) => {
          const { child } = reports[0]!;
          const late = reports.some((entry) => entry.reported_late);
          return (
            <li
              key={child.id}
              className="list__item absence-row"
              data-child-id={child.id}
              data-late={late || undefined}
              data-by-staff={reports.some((entry) => entry.reported_by_staff) || undefined}
            >
              <span className="list__main">
                <span className="absence-row__name">
                  {child.first_name} {child.last_name}
                  {late && (
                    <span className="staff-badge staff-badge--late">
                      <Trans>Late</Trans>
                    </span>
                  )}
                </span>
                {reports.map(({ absence, reported_by, reported_by_staff }) => (
                  <span key={absence.id} className="absence-row__report" data-absence-id={absence.id}>
                    <span className="list__secondary">
                      {i18n._(reasonLabels[absence.reason])}
                      {absence.note && <> · {absence.note}</>}
                    </span>
                    <span className="list__secondary">
                      {showDates && (
                        <>
                          {short(absence.from)}
                          {absence.to !== absence.from && <> – {short(absence.to)}</>} ·{' '}
                        </>
                      )}
                      {reported_by_staff ? (
                        <Trans>Recorded by {reported_by.name}</Trans>
                      ) : (
                        <Trans>Reported by {reported_by.name}</Trans>
                      )}
                    </span>
                  </span>
                ))}
              </span>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
