import { describe, expect, it } from 'vitest';
import { chatAttachmentLimits, chatAttachmentProblem, isChatPicture } from '#contract/chat-attachment-rules';
import { isSendableChatMessage } from '#contract/chat-rules';
import { newMessageRequestSchema, privateMessageRequestSchema } from '#contract/chat';

const roomId = '01900000-0000-7000-8000-000000000001';
const fileId = '01900000-0000-7000-8000-000000000002';

describe('what a chat message may carry', () => {
  it.each([
    ['a JPEG photo', { type: 'image/jpeg', size: 2_000_000 }, null],
    ['a PNG', { type: 'image/png', size: 10 }, null],
    ['a WebP', { type: 'image/webp', size: 10 }, null],
    ['a PDF of exactly 10 MB', { type: 'application/pdf', size: chatAttachmentLimits.maxBytes }, null],
    [
      'a PDF one byte over 10 MB',
      { type: 'application/pdf', size: chatAttachmentLimits.maxBytes + 1 },
      'attachment_too_large',
    ],
    ['an empty file', { type: 'image/jpeg', size: 0 }, 'attachment_too_large'],
    ['a HEIC photo the pipeline cannot decode', { type: 'image/heic', size: 10 }, 'attachment_type_not_allowed'],
    ['a GIF', { type: 'image/gif', size: 10 }, 'attachment_type_not_allowed'],
    ['a Word document', { type: 'application/msword', size: 10 }, 'attachment_type_not_allowed'],
    ['a file without a type', { type: '', size: 10 }, 'attachment_type_not_allowed'],
  ])('%s', (_, file, problem) => {
    expect(chatAttachmentProblem(file)).toBe(problem);
  });

  it('tells pictures from PDFs by the stored type', () => {
    expect(isChatPicture('image/jpeg')).toBe(true);
    expect(isChatPicture('image/webp')).toBe(true);
    expect(isChatPicture('application/pdf')).toBe(false);
  });
});

describe('a message with an attachment', () => {
  it('may have an empty text; a message without one may not', () => {
    expect(isSendableChatMessage('  ', true)).toBe(true);
    expect(isSendableChatMessage('  ', false)).toBe(false);
    expect(isSendableChatMessage('x'.repeat(5_001), true)).toBe(false);
  });

  it('is accepted by both sends with an empty text only when it names a file', () => {
    expect(
      newMessageRequestSchema.safeParse({ room_id: roomId, message: '', attachment_file_id: fileId }).success,
    ).toBe(true);
    expect(newMessageRequestSchema.safeParse({ room_id: roomId, message: ' ' }).success).toBe(false);
    expect(
      privateMessageRequestSchema.safeParse({ receiver_id: roomId, message: '', attachment_file_id: fileId }).success,
    ).toBe(true);
    expect(privateMessageRequestSchema.safeParse({ receiver_id: roomId, message: '' }).success).toBe(false);
  });
});
