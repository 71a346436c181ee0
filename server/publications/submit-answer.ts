import { v7 as uuidv7 } from 'uuid';
import { familyAnswerMeeting, mayAnswerFor } from '#contract/family-rules';
import type { ConfirmationStatus, PublicationKind } from '#contract/publication-rules';
import type { AnswerInput, ConfirmationRow } from '#contract/publications';
import type { Db } from '../db/client.ts';
import type { FilesQuota } from '../files/files-quota.ts';
import type { FileRow } from '../repositories/file-repository.ts';
import { inTransaction, type Repositories } from '../repositories/repositories.ts';
import type { Viewer } from '../repositories/sync-visibility.ts';
import { checkAnswerable, checkAnswers, checkChild, isRejected, rejection, type Rejected } from './answer-rules.ts';
import { sameAnswer } from './same-answer.ts';
import { decodeSignature, type SignaturePng } from './signature-png.ts';
import { storeSignature } from './store-signature.ts';

export type AnswerCommand = {
  kind: PublicationKind;
  itemId: string;
  status: ConfirmationStatus;
  body: AnswerInput;
  now: Date;
  quota: FilesQuota;
};
export type Answered = { confirmation: ConfirmationRow; signature: FileRow | null; changed: boolean };

const signatureMessages = {
  signature_invalid: 'The signature must be a PNG image.',
  signature_too_large: 'The signature must not be larger than 1 MB.',
} as const;

async function decodeIfSent(signature: string | null | undefined): Promise<SignaturePng | null | Rejected> {
  if (!signature) return null;
  const decoded = await decodeSignature(signature);
  return typeof decoded === 'string' ? rejection(decoded, 'signature', signatureMessages[decoded]) : decoded;
}

/**
 * POST /api/{news|event}/{id}/confirmation and …/cancel: one answer per item and child, shared by the child's
 * guardians (contract/family-rules.ts), written or replaced until the deadline. Undefined when the viewer may not see
 * the item (404).
 */
export async function submitAnswer(
  db: Db,
  viewer: Viewer,
  command: AnswerCommand,
): Promise<Answered | Rejected | undefined> {
  const { kind, itemId, status, body, now, quota } = command;
  const signature = await decodeIfSent(body.signature);
  if (isRejected(signature)) return signature;
  return inTransaction(db, async (repositories: Repositories) => {
    const { publications, confirmations } = repositories;
    const item = await publications.findVisible(kind, viewer, itemId);
    if (!item) return undefined;
    const refused = checkAnswerable(item, now);
    if (refused) return refused;
    const childId = checkChild(body.child_id, await publications.applicableChildren(viewer, item));
    if (isRejected(childId)) return childId;
    if (!mayAnswerFor(await repositories.users.guardianshipsOf(viewer.userId), childId))
      return rejection(
        'answer_not_allowed',
        'child_id',
        'You may read the letters for this child but not answer them.',
      );
    const answers = checkAnswers(item.questions, body.answers, status === 'confirmed');
    if (isRejected(answers)) return answers;
    if (status === 'confirmed' && item.requires_signature && !signature) {
      return rejection('signature_required', 'signature', 'Please sign to confirm.');
    }

    const slot = { kind, itemId, childId };
    await confirmations.lockSlot(viewer, slot);
    const existing = await confirmations.findBySlot(viewer, slot);
    const meeting = familyAnswerMeeting(existing, { userId: viewer.userId, replacesVersion: body.replaces_version });
    if (meeting === 'answered_by_family')
      return rejection('answered_by_family', 'child_id', 'Another guardian has answered for this child meanwhile.');
    const idTaken = () => rejection('id_taken', 'id', 'This id belongs to another answer.');
    if (body.id && body.id !== existing?.id && (await confirmations.findAnyById(body.id))) return idTaken();
    const stored = await storeSignature(repositories, {
      viewer,
      kindergartenId: item.kindergarten_id,
      signature,
      previousId: existing?.signature_file_id ?? null,
      quota,
    });
    if (isRejected(stored)) return stored;
    const fields = { status, feedback: body.feedback, answers, signatureFileId: stored?.id ?? null };
    if (existing && sameAnswer(existing, fields)) return { confirmation: existing, signature: stored, changed: false };
    const confirmation = existing
      ? await confirmations.update(existing.id, { ...fields, userId: viewer.userId })
      : await confirmations.insert({
          ...slot,
          ...fields,
          userId: viewer.userId,
          id: body.id ?? uuidv7(),
          kindergartenId: item.kindergarten_id,
        });
    // Lost a race with a concurrent answer for another slot carrying the same client id.
    if (!confirmation) return idTaken();
    return { confirmation, signature: stored, changed: true };
  });
}
