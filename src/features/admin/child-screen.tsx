import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { notifySuccess } from '../../api/notify.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { ConfirmButton } from '../../ui/confirm-button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { useOnline } from '../../sync/use-online.ts';
import { Skeleton } from '../../ui/skeleton.tsx';
import { AdminFrame } from './admin-frame.tsx';
import { adminCalls, adminReads } from './admin-calls.ts';
import { ChildForm, childInput } from './child-form.tsx';
import { childName, useAdminData, useServerRead } from './use-admin-data.ts';
import { ChildCardLink } from '../children/child-card-link.tsx';

/** `/admin/children/$id`: edit a child, link and unlink guardians, remove the child. */
/** `guardiansSummary`: who the guardians are and their say over letters (features/family), placed by the route. */
export function ChildScreen({ id, guardiansSummary }: { id: string; guardiansSummary?: ReactNode }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const data = useAdminData();
  const people = useServerRead(['people'], adminReads.people);
  const online = useOnline();
  const [parentId, setParentId] = useState('');
  const [linking, setLinking] = useState(false);
  const child = data?.children.find((c) => c.id === id);
  const title = child ? childName(child) : t`Child`;
  if (!data)
    return (
      <AdminFrame title={title}>
        <Skeleton label={t`Loading`} />
      </AdminFrame>
    );
  if (!child)
    return (
      <AdminFrame title={title}>
        <EmptyState title={<Trans>This child is not (or no longer) in the kindergarten.</Trans>} />
      </AdminFrame>
    );
  const guardianIds = data.guardians.filter((g) => g.child_id === id).map((g) => g.user_id);
  // The parents synced to this device suffice to choose by name (also offline); the server adds their e-mail
  // addresses, which tell apart parents without a name.
  const addresses = new Map(people.state === 'loaded' ? people.value.map((p) => [p.id, p.username] as const) : []);
  const serverParents = people.state === 'loaded' ? people.value.filter((p) => p.role === 'parent') : [];
  const parents = [
    ...data.users.filter((u) => u.role === 'parent').map((u) => ({ id: u.id, name: u.name })),
    ...serverParents.filter((p) => !data.users.some((u) => u.id === p.id)),
  ];
  const nameOf = (userId: string) =>
    data.users.find((u) => u.id === userId)?.name ||
    serverParents.find((p) => p.id === userId)?.name ||
    t`Parent without a name`;
  const label = (userId: string) => [nameOf(userId), addresses.get(userId)].filter(Boolean).join(' · ');
  const choosable = parents
    .filter((p) => !guardianIds.includes(p.id))
    .sort((a, b) => label(a.id).localeCompare(label(b.id)));
  const canLink = online && people.state !== 'loading';
  return (
    <AdminFrame title={title}>
      <p>
        <ChildCardLink childId={child.id}>
          <Trans>Allergies, pickup persons and emergency contacts</Trans>
        </ChildCardLink>
      </p>
      <Card aria-labelledby="child-details">
        <h2 id="child-details" className="admin-section-title">
          <Trans>Details</Trans>
        </h2>
        <ChildForm
          groups={data.groups}
          initial={{
            first_name: child.first_name,
            last_name: child.last_name,
            birth_date: child.birth_date ?? '',
            group_id: child.group_id ?? '',
          }}
          submitLabel={t`Save`}
          onSave={async (values) => {
            await adminCalls.updateChild(id, childInput(values));
            notifySuccess(t`The child has been saved.`);
          }}
        />
      </Card>
      <Card aria-labelledby="child-guardians">
        <h2 id="child-guardians" className="admin-section-title">
          <Trans>Guardians</Trans>
        </h2>
        {guardiansSummary}
        {guardianIds.length === 0 ? (
          <p className="admin-muted">
            <Trans>
              No guardian yet. Create an invite code for the family, or link a parent who already has an account.
            </Trans>
          </p>
        ) : (
          <ul className="admin-list">
            {guardianIds.map((userId) => (
              <li key={userId}>
                <span className="admin-list__main">
                  <span>{nameOf(userId)}</span>
                  {addresses.get(userId) && <span className="admin-muted admin-wrap">{addresses.get(userId)}</span>}
                </span>
                <ConfirmButton
                  title={<Trans>Unlink this guardian?</Trans>}
                  text={<Trans>They will no longer see this child in the app.</Trans>}
                  confirmLabel={<Trans>Unlink</Trans>}
                  onConfirm={async () => {
                    await adminCalls.unlinkGuardian(id, userId).then(
                      () => notifySuccess(t`The guardian has been unlinked.`),
                      () => undefined,
                    );
                  }}
                >
                  <Trans>Unlink</Trans>
                </ConfirmButton>
              </li>
            ))}
          </ul>
        )}
        {!online ? (
          <p className="admin-note" role="status" data-testid="guardian-offline">
            <Trans>
              You are offline. Linking a parent needs a connection; the list below shows the parents saved on this
              device.
            </Trans>
          </p>
        ) : people.state === 'failed' ? (
          <p className="admin-note" role="status">
            <Trans>The parents' e-mail addresses could not be loaded; you can still choose by name.</Trans>{' '}
            <Button variant="ghost" onClick={people.retry}>
              <Trans>Try again</Trans>
            </Button>
          </p>
        ) : null}
        <form
          className="admin-form"
          onSubmit={async (event) => {
            event.preventDefault();
            if (!parentId || !canLink) return;
            setLinking(true);
            await adminCalls.linkGuardian(id, { user_id: parentId }).then(
              () => notifySuccess(t`The guardian has been linked.`),
              () => undefined,
            );
            setLinking(false);
            setParentId('');
          }}
        >
          <label className="admin-select">
            <span className="field__label">{t`Link a parent account`}</span>
            <select
              value={parentId}
              onChange={(event) => setParentId(event.target.value)}
              disabled={choosable.length === 0}
            >
              <option value="">{choosable.length === 0 ? t`No other parent accounts` : t`Choose a parent`}</option>
              {choosable.map((p) => (
                <option key={p.id} value={p.id}>
                  {label(p.id)}
                </option>
              ))}
            </select>
          </label>
          <Button type="submit" variant="secondary" busy={linking} disabled={!parentId || !canLink}>
            <Trans>Link guardian</Trans>
          </Button>
        </form>
      </Card>
      <Card aria-label={t`Remove child`}>
        <ConfirmButton
          title={<Trans>Remove {title} from the kindergarten?</Trans>}
          text={<Trans>The child and its guardians' links are removed on every device.</Trans>}
          confirmLabel={<Trans>Remove</Trans>}
          onConfirm={async () => {
            const removed = await adminCalls.deleteChild(id).then(
              () => true,
              () => false,
            );
            if (removed) {
              notifySuccess(t`The child has been removed.`);
              await navigate({ to: '/admin/children' });
            }
          }}
        >
          <Trans>Remove child</Trans>
        </ConfirmButton>
      </Card>
    </AdminFrame>
  );
}
