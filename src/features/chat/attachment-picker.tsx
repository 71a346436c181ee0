import { useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import { chatAttachmentAccept } from '#contract/chat-attachment-rules';
import { Icon, type IconProps } from '../../ui/icons.tsx';

const PaperclipIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="m21 11-8.6 8.6a5 5 0 0 1-7-7l8.5-8.6a3.3 3.3 0 0 1 4.7 4.7l-8.6 8.6a1.7 1.7 0 0 1-2.3-2.3l8-8" />
  </Icon>
);
const CameraIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 7h3l2-3h6l2 3h3a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1Z" />
    <circle cx="12" cy="13" r="4" />
  </Icon>
);

/**
 * Two ways to a file: the camera (on a phone `capture` opens it directly; elsewhere it is a plain picker) and the
 * library or files, which also offers PDFs.
 */
export function AttachmentPicker({ onChoose, disabled }: { onChoose: (file: File) => void; disabled: boolean }) {
  const { t } = useLingui();
  const camera = useRef<HTMLInputElement>(null);
  const library = useRef<HTMLInputElement>(null);
  const take = (input: HTMLInputElement) => {
    const file = input.files?.[0];
    input.value = '';
    if (file) onChoose(file);
  };
  return (
    <>
      <button
        type="button"
        className="chat-composer__tool"
        aria-label={t`Take a photo`}
        disabled={disabled}
        onClick={() => camera.current?.click()}
      >
        <CameraIcon size={22} />
      </button>
      <input
        ref={camera}
        type="file"
        accept="image/*"
        capture="environment"
        hidden
        data-testid="chat-camera-input"
        onChange={(event) => take(event.currentTarget)}
      />
      <button
        type="button"
        className="chat-composer__tool"
        aria-label={t`Attach a photo or PDF`}
        disabled={disabled}
        onClick={() => library.current?.click()}
      >
        <PaperclipIcon size={22} />
      </button>
      <input
        ref={library}
        type="file"
        accept={`image/*,${chatAttachmentAccept}`}
        hidden
        data-testid="chat-file-input"
        onChange={(event) => take(event.currentTarget)}
      />
    </>
  );
}
