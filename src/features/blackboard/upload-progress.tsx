import { Trans, useLingui } from '@lingui/react/macro';

/** How far the upload is; `null` while the images are being prepared (downscaled) before it starts. */
export function UploadProgress({ fraction }: { fraction: number | null }) {
  const { t } = useLingui();
  const percent = fraction === null ? null : Math.round(fraction * 100);
  return (
    <div className="upload-progress" role="status">
      <p className="upload-progress__label">{percent === null ? <Trans>Preparing images…</Trans> : <Trans>Uploading… {percent} %</Trans>}</p>
      <progress className="upload-progress__bar" max={100} value={percent ?? undefined} aria-label={t`Upload progress`} />
    </div>
  );
}
