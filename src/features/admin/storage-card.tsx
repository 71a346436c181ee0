import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminStorage } from '#contract/admin';
import { formatFileSize } from '../../i18n/file-size.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { adminReads } from './admin-calls.ts';
import { useServerRead } from './use-admin-data.ts';
import '../../ui/facts.css';

/** From this share of the limit on, the bar warns: the next few uploads may be refused. */
const nearlyFull = 0.9;

function StorageFigures({ storage }: { storage: AdminStorage }) {
  const { t, i18n } = useLingui();
  const size = (bytes: number) => formatFileSize(bytes, i18n.locale);
  const used = size(storage.total);
  const share = storage.limit === null ? null : Math.min(1, storage.total / storage.limit);
  const percent =
    share === null
      ? ''
      : new Intl.NumberFormat(i18n.locale, { style: 'percent', maximumFractionDigits: 0 }).format(share);
  const limit = storage.limit === null ? '' : size(storage.limit);
  return (
    <>
      {share === null ? (
        <p className="storage-summary">
          <Trans>{used} used · no limit</Trans>
        </p>
      ) : (
        <>
          <p className="storage-summary" id="storage-used">
            <Trans>
              {used} of {limit} used ({percent})
            </Trans>
          </p>
          <div
            className={`storage-bar${share >= nearlyFull ? ' storage-bar--full' : ''}`}
            role="meter"
            aria-labelledby="storage-used"
            aria-valuemin={0}
            aria-valuemax={storage.limit!}
            aria-valuenow={Math.min(storage.total, storage.limit!)}
            aria-valuetext={t`${used} of ${limit}`}
          >
            <span style={{ inlineSize: `${share * 100}%` }} />
          </div>
          {share >= nearlyFull && (
            <p className="admin-muted storage-note">
              <Trans>
                Nearly full: uploads that would go over the limit are refused. Deleting old posts with pictures makes
                room.
              </Trans>
            </p>
          )}
        </>
      )}
      <dl className="facts storage-facts">
        <div>
          <dt>{t`Pictures`}</dt>
          <dd>{size(storage.pictures)}</dd>
        </div>
        <div>
          <dt>{t`PDFs`}</dt>
          <dd>{size(storage.pdfs)}</dd>
        </div>
        <div>
          <dt>{t`Signatures`}</dt>
          <dd>{size(storage.signatures)}</dd>
        </div>
        <div className="storage-facts__total">
          <dt>{t`Total`}</dt>
          <dd>{used}</dd>
        </div>
      </dl>
    </>
  );
}

/** What the kindergarten's pictures, PDFs and signatures take on the server, and its limit (FILES_QUOTA_MB). */
export function StorageCard() {
  const { t } = useLingui();
  const storage = useServerRead(['storage'], adminReads.storage);
  return (
    <Card aria-labelledby="kg-storage" data-testid="storage-card">
      <h2 id="kg-storage" className="admin-section-title">
        <Trans>Storage</Trans>
      </h2>
      {storage.state === 'loading' ? (
        <Skeleton label={t`Loading`} />
      ) : storage.state === 'failed' ? (
        <EmptyState
          title={
            storage.offline ? (
              <Trans>You are offline. The storage figures show here once you are back online.</Trans>
            ) : (
              <Trans>The storage figures could not be loaded.</Trans>
            )
          }
          action={!storage.offline && <Button onClick={storage.retry}>{t`Try again`}</Button>}
        />
      ) : (
        <StorageFigures storage={storage.value} />
      )}
    </Card>
  );
}
