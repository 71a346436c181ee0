import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { chatLimits } from '#contract/chat-rules';
import { useContentTranslations, useTranslatedItem, type ListTranslations } from '../../db/use-content-translations.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { ButtonLink } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { ChatIcon } from '../../ui/icons.tsx';
import { PlusIcon } from '../../ui/control-icons.tsx';
import { Page } from '../../ui/page.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { Avatar } from './avatar.tsx';
import { unreadLabel } from './chat-queries.ts';
import { localDayOf } from './message-timeline.ts';
import { useChatViewer } from './use-chat-viewer.ts';
import { useConversations, type Conversation } from './use-conversations.ts';
import { formatInstant } from '../../i18n/kindergarten-time.ts';
import { kindergartenZone } from '../../i18n/kindergarten-zone.ts';
import '../../ui/card.css';
import './chat.css';

function activityLabel(iso: string, locale: string): string {
  const sameDay = localDayOf(iso) === localDayOf(new Date().toISOString());
  return formatInstant(
    locale,
    kindergartenZone(),
    iso,
    sameDay ? { hour: '2-digit', minute: '2-digit' } : { day: 'numeric', month: 'short' },
  );
}

function ConversationRow({
  conversation,
  userId,
  locale,
  translations,
}: {
  conversation: Conversation;
  userId: string;
  locale: string;
  translations: ListTranslations;
}) {
  const { t } = useLingui();
  const { room, partnerId, title, lastMessage, lastSenderName, unread } = conversation;
  // Counts stop at the cap: "99+".
  const unreadText = unreadLabel(unread);
  // Others' last message in the reader's translation language, as the conversation shows it (with its toggle there).
  const translated = useTranslatedItem(
    'messages',
    lastMessage && lastMessage.sender_id !== userId ? lastMessage : null,
    translations,
  );
  const preview = lastMessage && translated.text('message', lastMessage.message).slice(0, chatLimits.previewLength);
  const from = lastMessage
    ? lastMessage.sender_id === userId
      ? t`You`
      : room.kind === 'group'
        ? lastSenderName
        : undefined
    : undefined;
  const link = partnerId
    ? ({ to: '/chat/$id', params: { id: partnerId } } as const)
    : ({ to: '/chat/room/$id', params: { id: room.id } } as const);
  return (
    <li className="chat-row" data-room-id={room.id} data-unread={unread || undefined}>
      <Link {...link} className="chat-row__link">
        <Avatar name={title} />
        <span className="chat-row__main">
          <span className="chat-row__title">{title}</span>
          <span className="chat-row__preview">
            {preview ? (
              <>
                {from && `${from}: `}
                <span lang={translated.lang}>{preview}</span>
              </>
            ) : (
              <Trans>No messages yet</Trans>
            )}
          </span>
        </span>
        <span className="chat-row__end">
          <time className="chat-row__time" dateTime={conversation.activityAt}>
            {activityLabel(conversation.activityAt, locale)}
          </time>
          {unread > 0 && (
            <span className="count-badge" aria-label={t`${unreadText} unread`}>
              {unreadText}
            </span>
          )}
        </span>
      </Link>
    </li>
  );
}

/** /chat: the user's rooms and private conversations, latest activity first, with unread counts. */
export function ConversationsScreen() {
  const { t } = useLingui();
  const locale = useLocale();
  const viewer = useChatViewer();
  const conversations = useConversations(viewer?.userId);
  const translations = useContentTranslations(
    'messages',
    conversations?.flatMap((c) => (c.lastMessage ? [c.lastMessage.id] : [])) ?? [],
  );
  useDocumentTitle(t`Chat`);
  const newChat = (
    <ButtonLink to="/chat/users" variant="secondary">
      <PlusIcon size={20} />
      <Trans>New message</Trans>
    </ButtonLink>
  );
  return (
    <Page withNav>
      <div className="row row--between chat-list-head">
        <h1 className="page__title">
          <Trans>Chat</Trans>
        </h1>
        {conversations && conversations.length > 0 && newChat}
      </div>
      {!conversations || !viewer ? (
        <Skeleton lines={5} label={t`Loading`} />
      ) : conversations.length === 0 ? (
        <EmptyState icon={<ChatIcon size={36} />} title={<Trans>No conversations yet</Trans>} action={newChat}>
          <Trans>Write to the team of your kindergarten, or to other parents where your kindergarten allows it.</Trans>
        </EmptyState>
      ) : (
        <ul className="list list--boxed" aria-label={t`Conversations`}>
          {conversations.map((conversation) => (
            <ConversationRow
              key={conversation.room.id}
              conversation={conversation}
              userId={viewer.userId}
              locale={locale}
              translations={translations}
            />
          ))}
        </ul>
      )}
    </Page>
  );
}
