import { Trans } from '@lingui/react/macro';
import { ConfirmButton } from '../../ui/confirm-button.tsx';

/** Discarding loses the report for good, so it asks first. */
export function DiscardButton({ onConfirm }: { onConfirm: () => Promise<void> }) {
  return (
    <ConfirmButton
      title={<Trans>Discard this report?</Trans>}
      text={<Trans>It has not reached the kindergarten and will be removed from this device.</Trans>}
      cancelLabel={<Trans>Keep</Trans>}
      confirmLabel={<Trans>Discard report</Trans>}
      onConfirm={onConfirm}
    >
      <Trans>Discard</Trans>
    </ConfirmButton>
  );
}
