import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { keepPreviousData } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import { childRecordHistoryResponseSchema, type ChildRecordFieldName } from '#contract/child-records';
import { apiRequest } from '../../api/api-client.ts';
import { failedOffline, useServerQuery } from '../../api/server-query.ts';
import { useKindergartenTime } from '../../i18n/use-kindergarten-time.ts';
import { useOnline } from '../../sync/use-online.ts';
import { Button } from '../../ui/button.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';

const fieldNames: Record<ChildRecordFieldName, MessageDescriptor> = {
  allergens: msg`Allergies`,
  dietary_needs: msg`Dietary needs`,
  medical_notes: msg`Medical notes`,
  pickup_persons: msg`Pickup persons`,
  emergency_contacts: msg`Emergency contacts`,
};

/**
 * Who changed the record when, and what: read from the server (the history is not kept on devices). Read again
 * whenever the record on this device takes a new server version, so a change sent after the card opened (the
 * guardian's own save, queued until the outbox sends it, or another device's) is listed without a reload.
 */
export function ChildRecordHistory({ childId, recordVersion }: { childId: string; recordVersion: number }) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const time = useKindergartenTime();
  const query = useServerQuery({
    queryKey: ['child-record-history', childId, recordVersion],
    // The list read for the previous version stays until the new one is there, instead of a loading skeleton.
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      apiRequest(`/api/child-records/${childId}/history`, {
        schema: childRecordHistoryResponseSchema,
        background: true,
        signal,
      }),
  });
  if (!online || (query.error && failedOffline(query.error))) {
    return (
      <p className="child-card__none">
        <Trans>The history of changes can be seen when this device is online again.</Trans>
      </p>
    );
  }
  if (query.isPending) return <Skeleton lines={2} label={t`Loading`} />;
  if (query.error) {
    return (
      <div className="stack">
        <p role="alert">
          <Trans>The history could not be loaded.</Trans>
        </p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }
  const { changes } = query.data;
  if (changes.length === 0) {
    return (
      <p className="child-card__none">
        <Trans>No changes yet.</Trans>
      </p>
    );
  }
  return (
    <ol className="child-card__history">
      {changes.map((change) => {
        const who = change.changed_by?.name || t`A former member`;
        const when = time.dateTime(change.changed_at);
        const what = change.fields.map((field) => i18n._(fieldNames[field])).join(', ');
        return (
          <li key={change.id}>
            <Trans>
              {when}: {who} changed {what}
            </Trans>
          </li>
        );
      })}
    </ol>
  );
}
