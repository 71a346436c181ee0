import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { FamilyInviteCreated } from '#contract/family';
import { useKindergartenTime } from '../../i18n/use-kindergarten-time.ts';
import { Button } from '../../ui/button.tsx';
import { useQrSvg } from '../../ui/use-qr-svg.ts';

/** The new invite's code, link and QR code, shown once: only the code's hash stays on the server. */
export function FamilyInviteShare({ created }: { created: FamilyInviteCreated }) {
  const { t } = useLingui();
  const time = useKindergartenTime();
  const link = new URL(created.path, window.location.origin).href;
  const svg = useQrSvg(link);
  const [copied, setCopied] = useState(false);
  const canShare = typeof navigator.share === 'function';

  async function copy() {
    await navigator.clipboard.writeText(link).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  }

  return (
    <section className="stack family-share" aria-labelledby="family-share-title" data-testid="family-invite-share">
      <h2 id="family-share-title" className="family-subheading">
        <Trans>Your invite is ready</Trans>
      </h2>
      <p className="text-muted">
        <Trans>
          Send this link to the person you invite. It works once and until{' '}
          {time.dateTime(created.invite.expires_at, { day: 'numeric', month: 'long' })}. You will not see it again.
        </Trans>
      </p>
      <p className="family-share__code" data-testid="family-invite-code">
        {created.code}
      </p>
      <input
        className="family-share__link"
        readOnly
        value={link}
        aria-label={t`Invite link`}
        data-testid="family-invite-link"
      />
      <div className="family-share__actions">
        <Button variant="secondary" onClick={() => void copy()} data-testid="family-invite-copy">
          {copied ? <Trans>Link copied</Trans> : <Trans>Copy link</Trans>}
        </Button>
        {canShare && (
          <Button variant="secondary" onClick={() => void navigator.share({ url: link }).catch(() => undefined)}>
            <Trans>Share</Trans>
          </Button>
        )}
      </div>
      {svg && (
        <div
          className="family-share__qr"
          role="img"
          aria-label={t`QR code of the invite link`}
          dangerouslySetInnerHTML={{ __html: svg }}
        />
      )}
    </section>
  );
}
