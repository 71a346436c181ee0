import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import type { ChildRecord, ChildRecordFields } from '#contract/child-records';
import { notifySuccess } from '../../api/notify.ts';
import { explainRefusal } from '../../api/refusal-messages.ts';
import { useSession } from '../../db/use-session.ts';
import { discardOutboxEntry, editOutboxEntry, retryOutboxEntry } from '../../sync/outbox-actions.ts';
import { useEntityOutbox } from '../../sync/use-outbox.ts';
import { BackButton } from '../../ui/back-button.tsx';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { FailedChangePanel } from '../../ui/failed-change-panel.tsx';
import { CompassIcon } from '../../ui/icons.tsx';
import { Page } from '../../ui/page.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { saveChildRecord } from './child-record-commands.ts';
import { ChildRecordForm, type ChildRecordFormValues } from './child-record-form.tsx';
import { childRecordMessages } from './child-record-messages.ts';
import { useChildCard } from './use-child-card.ts';
import './children.css';

const valuesOf = (record: ChildRecord | null): ChildRecordFormValues => ({
  allergens: record?.allergens ?? [],
  dietary_needs: record?.dietary_needs ?? '',
  medical_notes: record?.medical_notes ?? '',
  pickup_persons: record?.pickup_persons ?? [],
  emergency_contacts: record?.emergency_contacts ?? [],
});

const fieldErrorsOf = (errors: Record<string, string[]> | undefined) =>
  Object.fromEntries(Object.entries(errors ?? {}).flatMap(([field, [first]]) => (first ? [[field, first]] : [])));

/** /child/{childId}/edit: a guardian (or the admin) changes the record, also offline; a refused save is shown here. */
export function ChildRecordEditScreen({ childId }: { childId: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const session = useSession();
  const user = session.status === 'signed-in' ? session.user : undefined;
  const card = useChildCard(childId, user);
  const entry = useEntityOutbox('child_records', childId);
  const firstName = card?.child.first_name ?? '';
  useDocumentTitle(firstName ? t`Record of ${firstName}` : t`Record`);

  if (card === undefined || !user) {
    return (
      <Page withNav>
        <Skeleton lines={6} label={t`Loading`} />
      </Page>
    );
  }
  if (card === null || !card.canEdit) {
    return (
      <Page withNav>
        <EmptyState
          level={1}
          icon={<CompassIcon size={36} />}
          title={card ? <Trans>You cannot change this record</Trans> : <Trans>Child not found</Trans>}
          action={
            <ButtonLink to="/" variant="secondary">
              <Trans>To the start page</Trans>
            </ButtonLink>
          }
        >
          <Trans>Only the child's guardians and the kindergarten's admin may change it.</Trans>
        </EmptyState>
      </Page>
    );
  }

  const failed = entry?.status === 'failed' ? entry : undefined;
  const reason = failed
    ? (explainRefusal('childRecord', failed.lastError) ?? failed.lastError?.message ?? '')
    : undefined;
  const toCard = () => navigate({ to: '/child/$childId', params: { childId } });
  const save = async (fields: ChildRecordFields) => {
    if (failed) {
      const row: ChildRecord = { ...(failed.row as ChildRecord), ...fields, updated_at: new Date().toISOString() };
      await editOutboxEntry(failed.id, { row, body: fields });
    } else {
      await saveChildRecord(card.child, card.record, fields, user.id);
    }
    notifySuccess(childRecordMessages.saved);
    await toCard();
  };

  return (
    <Page withNav>
      <div className="stack stack--lg">
        <BackButton />
        <h1 className="page__title">
          <Trans>Record of {firstName}</Trans>
        </h1>
        {failed && reason !== undefined && (
          <FailedChangePanel
            reason={reason}
            onRetry={() => retryOutboxEntry(failed.id)}
            onDiscard={async () => {
              await discardOutboxEntry(failed.id);
              notifySuccess(childRecordMessages.discarded);
              await toCard();
            }}
          />
        )}
        <Card>
          <ChildRecordForm
            key={failed?.id ?? 'edit'}
            initial={valuesOf(card.record)}
            serverErrors={fieldErrorsOf(failed?.lastError?.errors)}
            onSubmit={save}
            secondaryAction={
              <Button variant="ghost" onClick={() => void toCard()}>
                <Trans>Cancel</Trans>
              </Button>
            }
          />
        </Card>
      </div>
    </Page>
  );
}
