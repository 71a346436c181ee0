import { Trans, useLingui } from '@lingui/react/macro';
import { useSession } from '../../db/use-session.ts';
import { useEntityOutbox } from '../../sync/use-outbox.ts';
import { ChildGuardians } from '../family/child-guardians.tsx';
import { BackButton } from '../../ui/back-button.tsx';
import { ButtonLink } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { CompassIcon } from '../../ui/icons.tsx';
import { Page } from '../../ui/page.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { SyncBadge } from '../../ui/sync-badge.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { ChildAllergies } from './child-card-allergies.tsx';
import { EmergencyContacts, PickupPersons } from './child-card-people.tsx';
import { ChildRecordHistory } from './child-record-history.tsx';
import { useChildCard } from './use-child-card.ts';
import './children.css';

/** /child/{childId}: what staff need on an outing and guardians keep up to date, from this device's rows. */
export function ChildCardScreen({ childId }: { childId: string }) {
  const { t } = useLingui();
  const session = useSession();
  const user = session.status === 'signed-in' ? session.user : undefined;
  const card = useChildCard(childId, user);
  const entry = useEntityOutbox('child_records', childId);
  const name = card ? `${card.child.first_name} ${card.child.last_name}`.trim() : '';
  useDocumentTitle(name || t`Child`);

  if (card === undefined) {
    return (
      <Page withNav>
        <Skeleton lines={6} label={t`Loading`} />
      </Page>
    );
  }
  if (card === null) {
    return (
      <Page withNav>
        <EmptyState
          level={1}
          icon={<CompassIcon size={36} />}
          title={<Trans>Child not found</Trans>}
          action={
            <ButtonLink to="/" variant="secondary">
              <Trans>To the start page</Trans>
            </ButtonLink>
          }
        >
          <Trans>This child is not on this device. It may have left the kindergarten.</Trans>
        </EmptyState>
      </Page>
    );
  }
  const record = card.record;
  const groupName = card.groupName;
  return (
    <Page withNav>
      <div className="stack stack--lg child-card">
        <BackButton />
        <div className="page__header">
          <h1 className="page__title">{name}</h1>
          {groupName && (
            <p className="page__lead">
              <Trans>Group: {groupName}</Trans>
            </p>
          )}
          {entry?.status === 'failed' && (
            <SyncBadge state="failed">
              <Trans>Not saved: open the form to correct it.</Trans>
            </SyncBadge>
          )}
          {entry && entry.status !== 'failed' && (
            <SyncBadge state="pending">
              <Trans>Waiting to be sent</Trans>
            </SyncBadge>
          )}
        </div>
        <section className="child-card__alert" aria-labelledby="child-allergies">
          <h2 id="child-allergies" className="child-card__heading">
            <Trans>Allergies</Trans>
          </h2>
          <ChildAllergies allergens={record?.allergens ?? []} />
        </section>
        <Card>
          <h2 className="child-card__heading">
            <Trans>Dietary needs</Trans>
          </h2>
          <p className="child-card__text">{record?.dietary_needs || <Trans>None entered.</Trans>}</p>
          <h2 className="child-card__heading">
            <Trans>Medical notes</Trans>
          </h2>
          <p className="child-card__text">{record?.medical_notes || <Trans>None entered.</Trans>}</p>
        </Card>
        <Card>
          <h2 className="child-card__heading">
            <Trans>Pickup persons</Trans>
          </h2>
          <PickupPersons persons={record?.pickup_persons ?? []} />
        </Card>
        <Card>
          <h2 className="child-card__heading">
            <Trans>Emergency contacts</Trans>
          </h2>
          <EmergencyContacts contacts={record?.emergency_contacts ?? []} />
        </Card>
        <Card>
          <h2 className="child-card__heading">
            <Trans>Guardians</Trans>
          </h2>
          <ChildGuardians childId={childId} />
        </Card>
        {card.canEdit && (
          <ButtonLink to="/child/$childId/edit" params={{ childId }} variant="primary">
            <Trans>Edit record</Trans>
          </ButtonLink>
        )}
        {card.canSeeHistory && (
          <Card>
            <h2 className="child-card__heading">
              <Trans>History of changes</Trans>
            </h2>
            <ChildRecordHistory childId={childId} recordVersion={record?.version ?? 0} />
          </Card>
        )}
      </div>
    </Page>
  );
}
