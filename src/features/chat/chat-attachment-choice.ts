import type { MessageDescriptor } from '@lingui/core';
import { v7 as uuidv7 } from 'uuid';
import { chatAttachmentProblem, chatPdfType } from '#contract/chat-attachment-rules';
import { refusalMessages } from '../../api/refusal-messages.ts';
import { prepareImageOffThread } from '../blackboard/prepare-image-off-thread.ts';
import type { ChatAttachment } from './chat-commands.ts';

export type AttachmentChoice = { attachment: ChatAttachment } | { refused: MessageDescriptor };

/**
 * A chosen file as it will be sent: a photo downscaled and re-encoded on this device (its EXIF and GPS never leave the
 * phone, and an iPhone's HEIC becomes a JPEG where the browser decodes it), a PDF as it is; then the contract's rule
 * for what a message may carry, so a refusal comes before any upload.
 */
export async function chooseAttachment(file: File): Promise<AttachmentChoice> {
  const chat = refusalMessages.chat;
  let chosen = file;
  if (file.type !== chatPdfType) {
    const prepared = await prepareImageOffThread(file);
    if ('refused' in prepared)
      return {
        refused: prepared.refused === 'too-large' ? chat.attachment_too_large : chat.attachment_type_not_allowed,
      };
    chosen = prepared.file;
  }
  const problem = chatAttachmentProblem(chosen);
  if (problem) return { refused: chat[problem] };
  return { attachment: { fileId: uuidv7(), file: chosen } };
}
