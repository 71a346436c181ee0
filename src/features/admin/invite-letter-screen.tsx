import { Trans, useLingui } from '@lingui/react/macro';
import { inviteRegisterUrl } from '#contract/admin-rules';
import { useKindergartenTime } from '../../i18n/use-kindergarten-time.ts';
import { Button } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useQrSvg } from '../../ui/use-qr-svg.ts';
import { AdminFrame } from './admin-frame.tsx';
import { adminReads } from './admin-calls.ts';
import { childName, useAdminData, useServerRead } from './use-admin-data.ts';
import './invite-letter.css';

/** `/admin/invites/$id/letter`: the printable letter for a family — kindergarten, children, code and a QR code. */
export function InviteLetterScreen({ id }: { id: string }) {
  const { t } = useLingui();
  const time = useKindergartenTime();
  const data = useAdminData();
  const read = useServerRead(['invite-codes', id], (signal) => adminReads.inviteCode(id, signal));
  const code = read.state === 'loaded' ? read.value : null;
  const url = code ? inviteRegisterUrl(window.location.origin, code.code) : null;
  const svg = useQrSvg(url);
  const children =
    code?.child_ids
      .map((childId) => data?.children.find((c) => c.id === childId))
      .filter((c) => c !== undefined)
      .map(childName) ?? [];
  const kindergarten = data?.kindergarten?.name ?? '';
  return (
    <AdminFrame title={t`Invite letter`}>
      {read.state === 'loading' ? (
        <Skeleton label={t`Loading`} />
      ) : read.state === 'failed' || !code ? (
        <EmptyState
          title={
            read.state === 'failed' && read.offline ? (
              <Trans>You are offline. The letter shows once you are back online.</Trans>
            ) : (
              <Trans>The code could not be loaded.</Trans>
            )
          }
          action={read.state === 'failed' && !read.offline && <Button onClick={read.retry}>{t`Try again`}</Button>}
        />
      ) : (
        <>
          <div className="no-print">
            <Button onClick={() => window.print()}>
              <Trans>Print letter</Trans>
            </Button>
          </div>
          <article className="invite-letter" aria-label={t`Invite letter`}>
            <h2 className="invite-letter__kindergarten">{kindergarten}</h2>
            <p>
              <Trans>Dear family,</Trans>
            </p>
            <p>
              {children.length > 0 ? (
                <Trans>
                  welcome! With the app of our kindergarten you receive news, events and the menu, and you can report
                  absences of {children.join(', ')}.
                </Trans>
              ) : (
                <Trans>welcome! With the app of our kindergarten you receive news, events and the menu.</Trans>
              )}
            </p>
            <p>
              <Trans>
                Scan the QR code with your phone's camera, or open {window.location.origin}/register and enter this
                code:
              </Trans>
            </p>
            <p className="invite-letter__code" data-testid="letter-code">
              {code.code}
            </p>
            <div
              className="invite-letter__qr"
              data-testid="letter-qr"
              role="img"
              aria-label={t`QR code for the registration with the code ${code.code}`}
            >
              {svg ? <span dangerouslySetInnerHTML={{ __html: svg }} /> : <Skeleton label={t`Loading`} lines={1} />}
            </div>
            {code.expires_at && (
              <p className="admin-muted">
                <Trans>
                  The code is valid until{' '}
                  {time.dateTime(code.expires_at, { day: 'numeric', month: 'numeric', year: 'numeric' })}.
                </Trans>
              </p>
            )}
          </article>
        </>
      )}
    </AdminFrame>
  );
}
