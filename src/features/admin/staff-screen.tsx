import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { AdminPerson } from '#contract/admin';
import { adminLimits } from '#contract/admin-rules';
import { notifySuccess } from '../../api/notify.ts';
import { useSession } from '../../db/use-session.ts';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { ConfirmButton } from '../../ui/confirm-button.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { AdminFrame } from './admin-frame.tsx';
import { adminCalls, adminReads } from './admin-calls.ts';
import { useAdminData, useServerRead } from './use-admin-data.ts';

function StaffRow({
  person,
  isMe,
  readOnly,
  onChanged,
}: {
  person: AdminPerson;
  isMe: boolean;
  readOnly: boolean;
  onChanged: () => void;
}) {
  const { t } = useLingui();
  const [jobTitle, setJobTitle] = useState(person.job_title);
  const [busy, setBusy] = useState(false);
  const tooLong = jobTitle.trim().length > adminLimits.jobTitleMaxLength;
  const save = async (input: Parameters<typeof adminCalls.updateStaff>[1]) => {
    setBusy(true);
    await adminCalls.updateStaff(person.id, input).then(
      () => {
        notifySuccess(t`The account has been saved.`);
        onChanged();
      },
      () => undefined,
    );
    setBusy(false);
  };
  const name = person.name || person.username || t`Unnamed account`;
  const locked = busy || readOnly;
  return (
    <Card aria-label={name}>
      <div className="admin-form">
        <div className="admin-list__main">
          <strong>
            {name} {isMe && <span className="admin-badge">{t`You`}</span>}
          </strong>
          {person.username && <span className="admin-muted admin-wrap">{person.username}</span>}
        </div>
        <label className="admin-select">
          <span className="field__label">{t`Role`}</span>
          <select
            value={person.role}
            disabled={locked}
            onChange={(event) => void save({ role: event.target.value as 'staff' | 'admin' })}
          >
            <option value="staff">{t`Staff`}</option>
            <option value="admin">{t`Admin`}</option>
          </select>
        </label>
        <form
          className="admin-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!tooLong && !readOnly) void save({ job_title: jobTitle.trim() });
          }}
        >
          <TextField
            label={t`Job title`}
            value={jobTitle}
            readOnly={readOnly}
            onChange={(event) => setJobTitle(event.target.value)}
            error={tooLong ? t`At most ${adminLimits.jobTitleMaxLength} characters.` : undefined}
          />
          <Button type="submit" variant="secondary" busy={busy} disabled={readOnly}>
            <Trans>Save job title</Trans>
          </Button>
        </form>
        <label className="admin-checks">
          <span>
            <input
              type="checkbox"
              checked={person.contact_public}
              disabled={locked}
              onChange={(event) => void save({ contact_public: event.target.checked })}
            />{' '}
            <Trans>Show on the kindergarten's contact page</Trans>
          </span>
        </label>
        {!readOnly && (
          <ConfirmButton
            title={<Trans>Remove the account of {name}?</Trans>}
            text={
              <Trans>
                They can no longer sign in, and their e-mail address is free for a new account. What they wrote stays
                under their name.
              </Trans>
            }
            confirmLabel={<Trans>Remove</Trans>}
            onConfirm={async () => {
              await adminCalls.removeStaff(person.id).then(
                () => {
                  notifySuccess(t`The account has been removed.`);
                  onChanged();
                },
                () => undefined,
              );
            }}
          >
            <Trans>Remove account</Trans>
          </ConfirmButton>
        )}
      </div>
    </Card>
  );
}

/** `/admin/staff`: staff and admins — role, job title, published contact, removal (never the last admin). */
export function StaffScreen() {
  const { t } = useLingui();
  const session = useSession();
  const data = useAdminData();
  const people = useServerRead(['people'], adminReads.people);
  const me = session.status === 'signed-in' ? session.user.id : '';
  // Without the server (offline, or it failed), the accounts synced to this device show, read-only: the e-mail
  // addresses and every change need the server.
  const synced: AdminPerson[] | undefined = data?.users.map((u) => ({
    id: u.id,
    name: u.name,
    role: u.role,
    job_title: u.job_title,
    contact_public: u.contact_public,
    phone: u.phone,
    username: '',
  }));
  const staffOf = (list: AdminPerson[]) => list.filter((person) => person.role !== 'parent');
  const rows = (list: AdminPerson[], readOnly: boolean, onChanged: () => void) =>
    staffOf(list).map((person) => (
      <StaffRow
        key={`${person.id}-${person.role}-${person.job_title}-${String(person.contact_public)}-${String(readOnly)}`}
        person={person}
        isMe={person.id === me}
        readOnly={readOnly}
        onChanged={onChanged}
      />
    ));
  return (
    <AdminFrame title={t`Staff accounts`} lead={<Trans>New colleagues register with a staff invite code.</Trans>}>
      <ButtonLink to="/admin/invites" variant="secondary">
        <Trans>Create a staff invite code</Trans>
      </ButtonLink>
      {people.state === 'loaded' ? (
        rows(people.value, false, people.reload)
      ) : people.state === 'loading' || !synced ? (
        <Skeleton label={t`Loading`} />
      ) : (
        <>
          <p className="admin-note" role="status" data-testid="staff-offline">
            {people.offline ? (
              <Trans>
                You are offline. These are the accounts saved on this device. E-mail addresses and changes need a
                connection; the list updates by itself once you are back online.
              </Trans>
            ) : (
              <Trans>
                The accounts could not be loaded from the server. These are the ones saved on this device, without
                e-mail addresses.
              </Trans>
            )}{' '}
            {!people.offline && (
              <Button variant="ghost" onClick={people.retry}>
                {t`Try again`}
              </Button>
            )}
          </p>
          {rows(synced, true, () => undefined)}
        </>
      )}
    </AdminFrame>
  );
}
