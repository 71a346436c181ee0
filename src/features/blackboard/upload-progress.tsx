import { Trans, useLingui } from '@lingui/react/macro';

/** How far the upload is. */
export function UploadProgress({ fraction }: { fraction: number }) {
  const { t } = useLingui();
  const percent = Math.round(fraction * 100);
  return (
    <div className="upload-progress" role="status">
      <p className="upload-progress__label">
        <Trans>Uploading… {percent} %</Trans>
      </p>
      <progress className="upload-progress__bar" max={100} value={percent} aria-label={t`Upload progress`} />
    </div>
  );
}

/** Chosen photos being downscaled on this device, one after the other. */
export function PreparingProgress({ done, total }: { done: number; total: number }) {
  const { t } = useLingui();
  const current = done + 1;
  return (
    <div className="upload-progress" role="status">
      <p className="upload-progress__label">
        <Trans>
          Making photo {current} of {total} smaller…
        </Trans>
      </p>
      <progress className="upload-progress__bar" max={total} value={done} aria-label={t`Preparing photos`} />
    </div>
  );
}
