import { Trans, useLingui } from '@lingui/react/macro';
import '../../ui/field.css';

/** How far the PDF's upload is. */
export function UploadProgress({ fraction }: { fraction: number }) {
  const { t } = useLingui();
  const percent = Math.round(fraction * 100);
  return (
    <div className="staff-progress" role="status">
      <p className="field__hint">
        <Trans>Uploading the PDF… {percent} %</Trans>
      </p>
      <progress className="staff-progress__bar" max={100} value={percent} aria-label={t`Upload progress`} />
    </div>
  );
}
