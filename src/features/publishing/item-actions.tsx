import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import type { MessageDescriptor } from '@lingui/core';
import { useState } from 'react';
import type { PublicationKind } from '#contract/publication-rules';
import { notifyError, notifySuccess } from '../../api/notify.ts';
import { useOnline } from '../../sync/use-online.ts';
import { ButtonLink } from '../../ui/button.tsx';
import { ConfirmButton } from '../../ui/confirm-button.tsx';
import { PencilIcon, TrashIcon } from '../../ui/control-icons.tsx';
import { deletePublication, unpublishPublication } from './publish-calls.ts';
import { staffMessages } from './staff-messages.ts';
import { explainStaffRefusal } from '../workspace/staff-refusal.ts';

interface ItemActionsProps {
  kind: PublicationKind;
  id: string;
  userId: string;
  published: boolean;
}

/**
 * Edit, take back (unpublish) and delete a published item. The last two ask first, need a connection, say the result
 * and land on the answers list: the item is gone for parents (their next sync brings its tombstone).
 */
export function ItemActions({ kind, id, userId, published }: ItemActionsProps) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const online = useOnline();
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<void>, done: MessageDescriptor, failed: MessageDescriptor) => {
    if (!navigator.onLine) return notifyError(staffMessages.offlineAction);
    setBusy(true);
    try {
      await action();
      notifySuccess(done);
      await navigate({ to: '/staff/answers', replace: true });
    } catch (error) {
      notifyError(explainStaffRefusal(error) ?? i18n._(failed));
      setBusy(false);
    }
  };
  return (
    <div className="staff-item-actions" aria-busy={busy || undefined}>
      <ButtonLink to="/staff/edit/$kind/$id" params={{ kind, id }} variant="secondary" data-testid="edit-item">
        <PencilIcon size={18} />
        <Trans>Edit</Trans>
      </ButtonLink>
      {published && (
        <ConfirmButton
          testId="unpublish-item"
          disabled={!online || busy}
          title={<Trans>Take this back?</Trans>}
          text={<Trans>Parents will no longer see it or be able to answer. Answers given so far are kept.</Trans>}
          confirmLabel={<Trans>Take back</Trans>}
          cancelLabel={<Trans>Keep it</Trans>}
          onConfirm={() =>
            run(() => unpublishPublication(kind, id, userId), staffMessages.unpublished, staffMessages.unpublishFailed)
          }
        >
          <Trans>Take back (unpublish)</Trans>
        </ConfirmButton>
      )}
      <ConfirmButton
        testId="delete-item"
        disabled={!online || busy}
        title={<Trans>Delete this for good?</Trans>}
        text={
          <Trans>
            It disappears for parents and for the team, together with the overview of answers. This cannot be undone.
          </Trans>
        }
        confirmLabel={<Trans>Delete</Trans>}
        cancelLabel={<Trans>Keep it</Trans>}
        onConfirm={() =>
          run(() => deletePublication(kind, id, userId), staffMessages.deleted, staffMessages.deleteFailed)
        }
      >
        <TrashIcon size={18} />
        <Trans>Delete</Trans>
      </ConfirmButton>
    </div>
  );
}
