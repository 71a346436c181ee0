import { Trans } from '@lingui/react/macro';
import { ConfirmButton } from '../../ui/confirm-button.tsx';

/** Withdrawing removes the absence for the kindergarten too, so it asks first. */
export function WithdrawButton({ onConfirm }: { onConfirm: () => Promise<void> }) {
  return (
    <ConfirmButton
      title={<Trans>Withdraw this absence?</Trans>}
      text={
        <Trans>
          The kindergarten will no longer expect the child to be away on these days. The absence is removed from the
          history.
        </Trans>
      }
      cancelLabel={<Trans>Keep</Trans>}
      confirmLabel={<Trans>Withdraw absence</Trans>}
      onConfirm={onConfirm}
      testId="withdraw-absence"
    >
      <Trans>Withdraw</Trans>
    </ConfirmButton>
  );
}
