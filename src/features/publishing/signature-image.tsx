import { Trans, useLingui } from '@lingui/react/macro';
import { useFileUrl } from '../../api/use-file-url.ts';

/** A parent's signature, fetched with the bearer token and shown as a blob URL. */
export function SignatureImage({ fileId, signer }: { fileId: string; signer: string }) {
  const { t } = useLingui();
  const signature = useFileUrl(fileId);
  if (signature.status === 'ready') {
    return (
      <img
        className="signature-image"
        src={signature.url}
        alt={t`Signature of ${signer}`}
        data-testid="signature-image"
      />
    );
  }
  return (
    <span className="signature-image signature-image--placeholder" role="img" aria-label={t`Signature of ${signer}`}>
      {signature.status === 'loading' ? (
        <Trans>Loading signature…</Trans>
      ) : (
        <Trans>Signature could not be loaded</Trans>
      )}
    </span>
  );
}
