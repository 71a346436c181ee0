import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { chatLimits, isSendableChatMessage } from '#contract/chat-rules';
import { notifyError } from '../../api/notify.ts';
import { whisperTyping } from './realtime-rooms.ts';
import { SendIcon } from '../../ui/control-icons.tsx';
import { chatMessages } from './chat-messages.ts';
import { chooseAttachment } from './chat-attachment-choice.ts';
import type { ChatAttachment } from './chat-commands.ts';
import { AttachmentPicker } from './attachment-picker.tsx';
import { ChosenAttachment } from './chosen-attachment.tsx';
import '../../ui/field.css';

interface ComposerProps {
  /** Writes the message on the device and queues it; resolves once stored (not once sent). */
  onSend: (text: string, attachment?: ChatAttachment) => Promise<void>;
  /** The room to whisper "typing" into, when there is one. */
  roomId: string | undefined;
  userId: string;
}

const typingRepeatMs = 2_000;

/**
 * The message field, with a photo or PDF to attach (the text is then its caption). Sending stores the message here at once (it shows pending while offline) and empties the
 * field; Enter sends, Shift+Enter starts a new line. While the user types, the room hears a "typing" whisper.
 */
export function Composer({ onSend, roomId, userId }: ComposerProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [text, setText] = useState('');
  const [attachment, setAttachment] = useState<ChatAttachment>();
  const [preparing, setPreparing] = useState(false);
  const lastWhisper = useRef(0);
  const max = chatLimits.messageMaxLength;
  const sendable = !preparing && isSendableChatMessage(text, attachment !== undefined);

  const choose = async (file: File) => {
    setPreparing(true);
    try {
      const choice = await chooseAttachment(file);
      if ('refused' in choice) notifyError(choice.refused);
      else setAttachment(choice.attachment);
    } finally {
      setPreparing(false);
    }
  };

  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!sendable) return;
    const sending = { text, attachment };
    setText('');
    setAttachment(undefined);
    if (roomId) whisperTyping(roomId, userId, false);
    lastWhisper.current = 0;
    try {
      await onSend(sending.text, sending.attachment);
    } catch (failure) {
      // Only a local failure lands here (storage full or blocked): text and file come back into the composer.
      console.error('chat: message not stored', failure);
      setText(sending.text);
      setAttachment(sending.attachment);
      notifyError(chatMessages.notStored);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  const onChange = (value: string) => {
    setText(value);
    if (!roomId) return;
    const now = Date.now();
    if (value && now - lastWhisper.current > typingRepeatMs) {
      lastWhisper.current = now;
      whisperTyping(roomId, userId, true);
    }
  };

  return (
    <form className="chat-composer" noValidate onSubmit={(event) => void send(event)}>
      {(attachment || preparing) && (
        <ChosenAttachment attachment={attachment} onRemove={() => setAttachment(undefined)} />
      )}
      <AttachmentPicker onChoose={(file) => void choose(file)} disabled={preparing} />
      <label className="visually-hidden" htmlFor={id}>
        <Trans>Message</Trans>
      </label>
      <textarea
        id={id}
        className="field__input chat-composer__input"
        rows={1}
        maxLength={max}
        placeholder={attachment ? t`Add a caption` : t`Write a message`}
        value={text}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className="chat-composer__send" aria-label={i18n._(chatMessages.send)} disabled={!sendable}>
        <SendIcon size={22} />
      </button>
    </form>
  );
}
