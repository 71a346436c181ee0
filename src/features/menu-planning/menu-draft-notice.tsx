import { Trans } from '@lingui/react/macro';
import { ConfirmButton } from '../../ui/confirm-button.tsx';

/** Says plainly that parents do not see the week's changes yet, and offers to throw them away. */
export function MenuDraftNotice({ disabled, onDiscard }: { disabled: boolean; onDiscard: () => Promise<void> }) {
  return (
    <div className="staff-notice menu-draft-notice" role="status" data-testid="menu-draft-notice">
      <div>
        <strong>
          <Trans>Draft — not yet visible to parents</Trans>
        </strong>
        <p>
          <Trans>Parents see the published menu until you publish this week.</Trans>
        </p>
      </div>
      <ConfirmButton
        title={<Trans>Discard the draft?</Trans>}
        text={
          <Trans>Changes not yet published are lost; days never published are removed. Parents notice nothing.</Trans>
        }
        confirmLabel={<Trans>Discard</Trans>}
        cancelLabel={<Trans>Keep</Trans>}
        onConfirm={onDiscard}
        disabled={disabled}
        testId="menu-discard"
      >
        <Trans>Discard draft</Trans>
      </ConfirmButton>
    </div>
  );
}
