import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { AdminPerson } from '#contract/admin';
import { adminLimits } from '#contract/admin-rules';
import { notifySuccess } from '../../api/notify.ts';
import { useSession } from '../../db/use-session.ts';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { ConfirmButton } from '../../ui/confirm-button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { AdminFrame } from './admin-frame.tsx';
import { adminCalls, adminReads } from './admin-calls.ts';
import { useServerRead } from './use-admin-data.ts';

function StaffRow({ person, isMe, onChanged }: { person: AdminPerson; isMe: boolean; onChanged: () => void }) {
  const { t } = useLingui();
  const [jobTitle, setJobTitle] = useState(person.job_title);
  const [busy, setBusy] = useState(false);
  const tooLong = jobTitle.trim().length > adminLimits.jobTitleMaxLength;
  const save = async (input: Parameters<typeof adminCalls.updateStaff>[1]) => {
    setBusy(true);
    await adminCalls.updateStaff(person.id, input).then(() => {
      notifySuccess(t`The account has been saved.`);
      onChanged();
    }, () => undefined);
    setBusy(false);
  };
  const name = person.name || person.username;
  return (
    <Card aria-label={name}>
      <div className="admin-form">
        <div className="admin-list__main">
          <strong>
            {name} {isMe && <span className="admin-badge">{t`You`}</span>}
          </strong>
          <span className="admin-muted">{person.username}</span>
        </div>
        <label className="admin-select">
          <span className="field__label">{t`Role`}</span>
          <select value={person.role} disabled={busy} onChange={(event) => void save({ role: event.target.value as 'staff' | 'admin' })}>
            <option value="staff">{t`Staff`}</option>
            <option value="admin">{t`Admin`}</option>
          </select>
        </label>
        <form
          className="admin-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!tooLong) void save({ job_title: jobTitle.trim() });
          }}
        >
          <TextField label={t`Job title`} value={jobTitle} onChange={(event) => setJobTitle(event.target.value)} error={tooLong ? t`At most ${adminLimits.jobTitleMaxLength} characters.` : undefined} />
          <Button type="submit" variant="secondary" busy={busy}>
            <Trans>Save job title</Trans>
          </Button>
        </form>
        <label className="admin-checks">
          <span>
            <input type="checkbox" checked={person.contact_public} disabled={busy} onChange={(event) => void save({ contact_public: event.target.checked })} />{' '}
            <Trans>Show on the kindergarten's contact page</Trans>
          </span>
        </label>
        <ConfirmButton
          title={<Trans>Remove the account of {name}?</Trans>}
          text={<Trans>They can no longer sign in. What they wrote stays.</Trans>}
          confirmLabel={<Trans>Remove</Trans>}
          onConfirm={async () => {
            await adminCalls.removeStaff(person.id).then(() => {
              notifySuccess(t`The account has been removed.`);
              onChanged();
            }, () => undefined);
          }}
        >
          <Trans>Remove account</Trans>
        </ConfirmButton>
      </div>
    </Card>
  );
}

/** `/admin/staff`: staff and admins — role, job title, published contact, removal (never the last admin). */
export function StaffScreen() {
  const { t } = useLingui();
  const session = useSession();
  const people = useServerRead(adminReads.people);
  const me = session.status === 'signed-in' ? session.user.id : '';
  return (
    <AdminFrame title={t`Staff accounts`} lead={<Trans>New colleagues register with a staff invite code.</Trans>}>
      <ButtonLink to="/admin/invites" variant="secondary">
        <Trans>Create a staff invite code</Trans>
      </ButtonLink>
      {people.state === 'loading' ? (
        <Skeleton label={t`Loading`} />
      ) : people.state === 'failed' ? (
        <EmptyState title={<Trans>The accounts could not be loaded.</Trans>} action={<Button onClick={people.retry}>{t`Try again`}</Button>} />
      ) : (
        people.value
          .filter((person) => person.role !== 'parent')
          .map((person) => <StaffRow key={`${person.id}-${person.role}-${person.job_title}-${String(person.contact_public)}`} person={person} isMe={person.id === me} onChanged={people.reload} />)
      )}
    </AdminFrame>
  );
}
