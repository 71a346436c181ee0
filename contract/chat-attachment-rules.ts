// No zod here: the composer imports these rules on first paint, as it does contract/chat-rules.ts.

/** What a chat message may carry besides its text: one photo or one PDF. */
export const chatAttachmentLimits = {
  /** Bytes of the file as uploaded; the browser downscales a photo first, so only a PDF or a huge image meets it. */
  maxBytes: 10 * 1024 * 1024,
  /** Characters of a file name kept (a PDF's chip shows it). */
  nameMaxLength: 120,
} as const;

/** Picture types the file pipeline decodes and re-encodes; the server decides by the bytes, not by the name. */
export const chatPictureTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const chatPdfType = 'application/pdf' as const;
export const chatAttachmentTypes = [...chatPictureTypes, chatPdfType] as const;
export type ChatAttachmentType = (typeof chatAttachmentTypes)[number];

/** What the file input offers: the camera or library on a phone, PDFs from files. */
export const chatAttachmentAccept = chatAttachmentTypes.join(',');

export type ChatAttachmentProblem = 'attachment_type_not_allowed' | 'attachment_too_large';

/**
 * Why a chosen file cannot be sent, before any upload: the client asks with the browser's type and size, the server
 * with what the bytes turned out to be. null: it may go.
 */
export function chatAttachmentProblem(file: { type: string; size: number }): ChatAttachmentProblem | null {
  if (!(chatAttachmentTypes as readonly string[]).includes(file.type)) return 'attachment_type_not_allowed';
  if (file.size > chatAttachmentLimits.maxBytes || file.size <= 0) return 'attachment_too_large';
  return null;
}

export const isChatPicture = (mime: string): boolean => (chatPictureTypes as readonly string[]).includes(mime);
