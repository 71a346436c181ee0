import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { isChatPicture } from '#contract/chat-attachment-rules';
import { formatFileSize } from '../../i18n/file-size.ts';
import { CloseIcon } from '../../ui/control-icons.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import type { ChatAttachment } from './chat-commands.ts';
import { DocumentIcon } from '../publications/publication-icons.tsx';

/** A blob URL of the file for as long as the component shows it. */
export function useObjectUrl(blob: Blob | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!blob) return setUrl(undefined);
    const created = URL.createObjectURL(blob);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [blob]);
  return url;
}

/** The file about to be sent, above the field, with a way to take it back; a spinner while a photo is made smaller. */
export function ChosenAttachment({
  attachment,
  onRemove,
}: {
  attachment: ChatAttachment | undefined;
  onRemove: () => void;
}) {
  const { t, i18n } = useLingui();
  const file = attachment?.file;
  const url = useObjectUrl(file && isChatPicture(file.type) ? file : undefined);
  if (!file)
    return (
      <div className="chat-chosen" role="status">
        <Spinner />
        <Trans>Preparing the photo…</Trans>
      </div>
    );
  return (
    <div className="chat-chosen">
      {url ? <img className="chat-chosen__thumb" src={url} alt={t`Photo to send`} /> : <DocumentIcon size={28} />}
      <span className="chat-chosen__name">
        {file.name}
        <span className="chat-chosen__size"> · {formatFileSize(file.size, i18n.locale)}</span>
      </span>
      <button type="button" className="chat-composer__tool" aria-label={t`Remove the attachment`} onClick={onRemove}>
        <CloseIcon size={20} />
      </button>
    </div>
  );
}
