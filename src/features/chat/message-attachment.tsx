import { Trans, useLingui } from '@lingui/react/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { isChatPicture } from '#contract/chat-attachment-rules';
import { db } from '../../db/kita-db.ts';
import { formatFileSize } from '../../i18n/file-size.ts';
import type { OutboxEntry } from '../../sync/outbox-entry.ts';
import { useUploadProgress } from '../../sync/outbox-upload.ts';
import { ButtonLink } from '../../ui/button.tsx';
import { SkeletonBox } from '../../ui/skeleton.tsx';
import { FileImage } from '../blackboard/file-image.tsx';
import { DocumentIcon } from '../publications/publication-icons.tsx';
import { AttachmentViewer } from './attachment-viewer.tsx';
import type { Message } from './chat-queries.ts';
import { useObjectUrl } from './chosen-attachment.tsx';

interface MessageAttachmentProps {
  message: Message;
  /** The own message's outbox entry while it waits: its file is shown from the device. */
  entry: OutboxEntry | undefined;
  /** null: the user's own message. */
  senderName: string | null;
}

/** The photo or PDF a message carries: the thumbnail (tap: full size) or a chip that opens the PDF viewer. */
export function MessageAttachment({ message, entry, senderName }: MessageAttachmentProps) {
  const fileId = message.attachment_file_id;
  const file = useLiveQuery(() => (fileId ? db.files.get(fileId) : undefined), [fileId]);
  if (!fileId) return null;
  if (entry?.upload) return <PendingAttachment message={message} entry={entry} senderName={senderName} />;
  if (!file) return <SkeletonBox className="chat-attachment__photo" loading={file === undefined} aria-hidden="true" />;
  if (isChatPicture(file.mime)) return <SentPhoto message={message} senderName={senderName} file={file} />;
  return <PdfChip fileId={file.id} name={file.name} size={file.size} />;
}

/** The caption, else who sent it: the alt text of the thumbnail and the full picture. */
function usePhotoAlt(message: Message, senderName: string | null): string {
  const { t } = useLingui();
  return message.message.trim() || (senderName === null ? t`Your photo` : t`Photo from ${senderName}`);
}

function SentPhoto({
  message,
  senderName,
  file,
}: {
  message: Message;
  senderName: string | null;
  file: { id: string; thumbnail_id: string | null; width: number | null; height: number | null };
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const alt = usePhotoAlt(message, senderName);
  return (
    <>
      <button
        type="button"
        className="chat-attachment"
        aria-label={t`Open the photo: ${alt}`}
        onClick={() => setOpen(true)}
      >
        <FileImage
          fileId={file.thumbnail_id ?? file.id}
          alt={alt}
          className="chat-attachment__photo"
          width={file.width ?? undefined}
          height={file.height ?? undefined}
        />
      </button>
      {open && <AttachmentViewer fileId={file.id} alt={alt} onClose={() => setOpen(false)} />}
    </>
  );
}

function PendingAttachment({ message, entry, senderName }: MessageAttachmentProps & { entry: OutboxEntry }) {
  const { t, i18n } = useLingui();
  const upload = entry.upload!;
  const picture = isChatPicture(upload.type);
  const blob = useState(() => (picture ? new Blob([upload.bytes], { type: upload.type }) : undefined))[0];
  const url = useObjectUrl(blob);
  const progress = useUploadProgress(message.id);
  const alt = usePhotoAlt(message, senderName);
  const percent = progress === undefined ? undefined : Math.round(progress * 100);
  return (
    <div className="chat-attachment chat-attachment--pending" data-testid="pending-attachment">
      {picture ? (
        url && <img className="chat-attachment__photo" src={url} alt={alt} />
      ) : (
        <span className="chat-file">
          <DocumentIcon size={24} />
          <span className="chat-file__name">{upload.name}</span>
          <span className="chat-file__size">{formatFileSize(upload.bytes.byteLength, i18n.locale)}</span>
        </span>
      )}
      {percent !== undefined && (
        <progress className="chat-attachment__progress" max={100} value={percent} aria-label={t`Upload progress`}>
          {percent} %
        </progress>
      )}
    </div>
  );
}

function PdfChip({ fileId, name, size }: { fileId: string; name: string; size: number }) {
  const { i18n } = useLingui();
  return (
    <ButtonLink to="/chat/file/$id" params={{ id: fileId }} variant="secondary" className="chat-file">
      <DocumentIcon size={24} />
      <span className="chat-file__name">{name}</span>
      <span className="chat-file__size">
        <Trans>PDF</Trans> · {formatFileSize(size, i18n.locale)}
      </span>
    </ButtonLink>
  );
}
