import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { rollCallLabelMaxLength } from '#contract/roll-call-rules';
import { kindergartenToday } from '../../i18n/kindergarten-zone.ts';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { CheckboxField } from '../../ui/checkbox-field.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Page } from '../../ui/page.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { StaffOnly } from '../workspace/staff-gate.tsx';
import type { StaffViewer } from '../workspace/staff-viewer.ts';
import { ChildName } from './roll-call-child-name.tsx';
import { startRollCall } from './roll-call-commands.ts';
import { useDayAttendance, type DayAttendance } from './use-roll-calls.ts';
import '../workspace/staff.css';
import './roll-call.css';

/** `/staff/roll-call/new`: a group's roll call, or an outing with a label and the children taken along. */
export function StartRollCallScreen() {
  const { t } = useLingui();
  useDocumentTitle(t`Start a roll call`);
  const day = kindergartenToday();
  return (
    <StaffOnly>
      {(viewer) => (
        <Page withNav title={<Trans>Start a roll call</Trans>}>
          <StartContent day={day} viewer={viewer} />
        </Page>
      )}
    </StaffOnly>
  );
}

function StartContent({ day, viewer }: { day: string; viewer: StaffViewer }) {
  const { t } = useLingui();
  const attendance = useDayAttendance(day);
  if (!attendance) return <Skeleton lines={6} label={t`Loading…`} />;
  if (attendance.roster.children.length === 0)
    return (
      <EmptyState
        title={<Trans>No children on this device yet</Trans>}
        action={
          <ButtonLink to="/staff/today" variant="secondary">
            <Trans>Back to today</Trans>
          </ButtonLink>
        }
      >
        <Trans>The children appear once this device has synced with the kindergarten.</Trans>
      </EmptyState>
    );
  return <StartForm day={day} viewer={viewer} attendance={attendance} />;
}

function StartForm({ day, viewer, attendance }: { day: string; viewer: StaffViewer; attendance: DayAttendance }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { groups, children } = attendance.roster;
  const [groupId, setGroupId] = useState<string | null>(groups[0]?.id ?? null);
  const [label, setLabel] = useState('');
  const groupChildren = (id: string | null) => children.filter((child) => child.groupId === id);
  const [taken, setTaken] = useState(() => new Set(groupChildren(groupId).map((child) => child.id)));
  const [error, setError] = useState<string | undefined>();
  const chooseGroup = (id: string | null) => {
    setGroupId(id);
    setTaken(new Set(groupChildren(id).map((child) => child.id)));
  };
  const toggle = (id: string) =>
    setTaken((before) => {
      const next = new Set(before);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const start = async () => {
    if (taken.size === 0) return setError(t`Choose at least one child.`);
    const id = await startRollCall(
      {
        groupId: label.trim() ? null : groupId,
        label: label.trim(),
        day,
        children: children
          .filter((child) => taken.has(child.id))
          .map((child) => ({ childId: child.id, reportedAbsent: attendance.absentIds.has(child.id) })),
      },
      { userId: viewer.userId, kindergartenId: viewer.kindergartenId },
    );
    await navigate({ to: '/staff/roll-call/$id', params: { id } });
  };
  return (
    <form
      className="stack stack--lg"
      onSubmit={(event) => {
        event.preventDefault();
        void start();
      }}
    >
      <Card className="stack">
        <fieldset className="roll-call-groups">
          <legend className="staff-section-title">
            <Trans>Group</Trans>
          </legend>
          {groups.map((group) => (
            <label key={group.id} className="roll-call-choice">
              <input type="radio" name="group" checked={groupId === group.id} onChange={() => chooseGroup(group.id)} />
              {group.name}
            </label>
          ))}
        </fieldset>
        <TextField
          label={<Trans>Outing (optional)</Trans>}
          hint={<Trans>For an outing, give it a name, e.g. “Forest day”, and choose the children taken along.</Trans>}
          value={label}
          maxLength={rollCallLabelMaxLength}
          onChange={(event) => setLabel(event.target.value)}
        />
      </Card>
      <Card className="stack">
        <h2 className="staff-section-title">
          <Trans>Children taken along ({taken.size})</Trans>
        </h2>
        <ul className="roll-call-pick">
          {[...groupChildren(groupId), ...children.filter((child) => child.groupId !== groupId)].map((child) => (
            <li key={child.id}>
              <CheckboxField
                checked={taken.has(child.id)}
                onChange={() => {
                  setError(undefined);
                  toggle(child.id);
                }}
                label={
                  <>
                    <ChildName child={child} />
                    {attendance.absentIds.has(child.id) && (
                      <span className="staff-badge">
                        <Trans>Reported absent</Trans>
                      </span>
                    )}
                  </>
                }
              />
            </li>
          ))}
        </ul>
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
      </Card>
      <div className="roll-call-actions">
        <Button type="submit">
          <Trans>Start roll call</Trans>
        </Button>
        <ButtonLink to="/staff/today" variant="secondary">
          <Trans>Cancel</Trans>
        </ButtonLink>
      </div>
    </form>
  );
}
