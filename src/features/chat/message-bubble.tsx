import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { OutboxEntry } from '../../sync/outbox-entry.ts';
import { discardOutboxEntry, retryOutboxEntry } from '../../sync/outbox-actions.ts';
import { Button } from '../../ui/button.tsx';
import { AlertIcon, ClockIcon } from '../../ui/sync-icons.tsx';
import { useTranslatedItem, type ListTranslations } from '../../db/use-content-translations.ts';
import { TranslationNote } from '../../ui/translation-note.tsx';
import { Avatar } from './avatar.tsx';
import { MessageAttachment } from './message-attachment.tsx';
import type { Message } from './chat-queries.ts';

interface MessageBubbleProps {
  message: Message;
  own: boolean;
  /** Group rooms name the sender at the start of a run and show the avatar at its end. */
  senderName: string | undefined;
  showSender: boolean;
  showAvatar: boolean;
  entry: OutboxEntry | undefined;
  time: string;
  translations: ListTranslations;
  /** Shown in the footer line of an own sent message (read receipts). */
  receipt?: ReactNode;
}

/** One message; an own message shows whether it waits, is on its way, or was refused (with retry and discard). */
export function MessageBubble({
  message,
  own,
  senderName,
  showSender,
  showAvatar,
  entry,
  time,
  translations,
  receipt,
}: MessageBubbleProps) {
  const { t } = useLingui();
  const translated = useTranslatedItem('messages', own ? null : message, translations);
  const failed = entry?.status === 'failed';
  const name = senderName ?? t`Someone`;
  return (
    <li
      className="chat-message"
      data-own={own || undefined}
      data-message-id={message.id}
      data-state={own ? (entry?.status ?? 'sent') : undefined}
    >
      {!own && (showAvatar ? <Avatar name={name} size="sm" /> : <span className="chat-avatar-space" />)}
      <div className="chat-message__bubble">
        {!own && showSender && <span className="chat-message__sender">{name}</span>}
        {!own && !showSender && <span className="visually-hidden">{name}: </span>}
        <MessageAttachment message={message} entry={entry} senderName={own ? null : name} />
        {message.message !== '' && (
          <p className="chat-message__text" lang={translated.lang}>
            {translated.text('message', message.message)}
          </p>
        )}
        <TranslationNote item={translated} />
        <span className="chat-message__meta">
          <time dateTime={message.created_at}>{time}</time>
          {own && entry && !failed && (
            <span className="chat-message__state">
              <ClockIcon size={12} />
              {entry.status === 'sending' ? <Trans>Sending</Trans> : <Trans>Waiting to be sent</Trans>}
            </span>
          )}
          {own && !entry && (
            <span className="visually-hidden">
              <Trans>Sent</Trans>
            </span>
          )}
          {own && !entry && receipt}
        </span>
        {failed && (
          <div className="chat-message__failed" role="group" aria-label={t`Not sent`}>
            <span className="chat-message__state chat-message__state--failed">
              <AlertIcon size={14} />
              <Trans>Not sent</Trans>
            </span>
            <Button
              variant="secondary"
              className="chat-message__action"
              onClick={() => void retryOutboxEntry(entry.id)}
            >
              <Trans>Retry</Trans>
            </Button>
            <Button
              variant="ghost"
              className="chat-message__action button--danger"
              onClick={() => void discardOutboxEntry(entry.id)}
            >
              <Trans>Discard</Trans>
            </Button>
          </div>
        )}
      </div>
    </li>
  );
}
