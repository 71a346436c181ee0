import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, type ReactNode } from 'react';
import { followRoom } from './realtime-rooms.ts';
import { useEntitiesOutbox } from '../../sync/use-outbox.ts';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { ChatIcon } from '../../ui/icons.tsx';
import { ArrowLeftIcon } from '../../ui/control-icons.tsx';
import { Page } from '../../ui/page.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { useChatViewer } from './use-chat-viewer.ts';
import { Avatar } from './avatar.tsx';
import { markRoomRead, sendPrivateMessage, sendRoomMessage, type ChatAttachment } from './chat-commands.ts';
import { unsentPrivateRoomId } from './chat-people.ts';
import { Composer } from './composer.tsx';
import { MessageList } from './message-list.tsx';
import { useRoomReadState } from './use-read-receipts.ts';
import { useConversation, type ConversationTarget } from './use-conversation.ts';
import { useOnline } from '../../sync/use-online.ts';
import { useTyping } from './use-typing.ts';
import './chat.css';

/** /chat/room/{id} and /chat/{id}: the messages, newest at the bottom, and the field to write. */
export function ConversationScreen({ target, notFound }: { target: ConversationTarget; notFound: ReactNode }) {
  const viewer = useChatViewer();
  if (!viewer) return <ConversationSkeleton />;
  return <Conversation target={target} userId={viewer.userId} notFound={notFound} />;
}

function ConversationSkeleton() {
  const { t } = useLingui();
  return (
    <Page withNav>
      <Skeleton lines={6} label={t`Loading`} />
    </Page>
  );
}

/**
 * A deep link to a conversation this device does not hold while the server cannot be asked: not a 404 (it may well
 * exist), but a clear way forward — it opens by itself once online, or on "Try again", or back to the list.
 */
function ConversationOffline({ onRetry }: { onRetry: () => void }) {
  const { t } = useLingui();
  const online = useOnline();
  useDocumentTitle(t`Chat`);
  return (
    <Page withNav>
      <EmptyState
        level={1}
        icon={<ChatIcon size={36} />}
        title={<Trans>This conversation is not on this device yet</Trans>}
        action={
          <>
            {online && (
              <Button type="button" onClick={onRetry}>
                <Trans>Try again</Trans>
              </Button>
            )}
            <ButtonLink to="/chat" variant={online ? 'secondary' : 'primary'}>
              <Trans>Back to the conversations</Trans>
            </ButtonLink>
          </>
        }
      >
        {online ? (
          <Trans>It could not be loaded just now.</Trans>
        ) : (
          <Trans>You are offline. It opens as soon as the connection is back.</Trans>
        )}
      </EmptyState>
    </Page>
  );
}

function Conversation({
  target,
  userId,
  notFound,
}: {
  target: ConversationTarget;
  userId: string;
  notFound: ReactNode;
}) {
  const { t } = useLingui();
  const conversation = useConversation(target, userId);
  const outbox = useEntitiesOutbox('messages');
  const { header, messages } = conversation;
  const room = header?.room;
  const isGroup = room?.kind === 'group';
  const title = isGroup ? room.name : (header?.partner?.name ?? room?.name ?? '');
  const typing = useTyping(room?.id, userId);
  const readState = useRoomReadState(room?.id, userId);
  useDocumentTitle(title || t`Chat`);

  useEffect(() => (room ? followRoom(room.id) : undefined), [room]);

  // Opening (and reading) the conversation marks it read up to the newest message, here and on the server.
  const member = header?.member;
  const newest = messages.findLast((message) => message.version > 0);
  useEffect(() => {
    if (!member || !newest || newest.sender_id === userId) return;
    if (member.last_read_at && member.last_read_at >= newest.created_at) return;
    if (document.visibilityState === 'hidden') return;
    markRoomRead(member, newest).catch((error: unknown) => console.warn('chat: read state not stored', error));
  }, [member, newest, userId]);

  if (conversation.status === 'missing') return notFound;
  if (conversation.status === 'offline') return <ConversationOffline onRetry={conversation.retry} />;
  if (conversation.status === 'loading' || !header) return <ConversationSkeleton />;

  const send = async (text: string, attachment?: ChatAttachment) => {
    if ('partnerId' in target)
      await sendPrivateMessage(
        room?.id ?? unsentPrivateRoomId(target.partnerId),
        target.partnerId,
        userId,
        text,
        attachment,
      );
    else if (room) await sendRoomMessage(room.id, userId, text, attachment);
  };
  const typingNames = typing.map((id) => conversation.names.get(id) ?? (isGroup ? undefined : title)).filter(Boolean);

  return (
    <Page withNav>
      <div className="chat-screen">
        <header className="chat-header">
          <ButtonLink
            to="/chat"
            variant="ghost"
            className="chat-header__back"
            aria-label={t`Back to the conversations`}
          >
            <ArrowLeftIcon size={20} />
          </ButtonLink>
          <Avatar name={title} />
          <div className="chat-header__text">
            <h1 className="chat-header__title">{title}</h1>
            <p className="chat-header__typing" aria-live="polite">
              {typingNames.length > 0 && <Trans>{typingNames.join(', ')} is typing…</Trans>}
            </p>
          </div>
        </header>
        {messages.length === 0 ? (
          <p className="chat-empty text-muted">
            <Trans>No messages yet. Write the first one.</Trans>
          </p>
        ) : (
          <MessageList
            messages={messages}
            userId={userId}
            names={conversation.names}
            isGroup={isGroup}
            outbox={outbox}
            hasOlder={conversation.hasOlder}
            loadingOlder={conversation.loadingOlder}
            olderFailed={conversation.olderFailed}
            onNearTop={conversation.loadOlder}
            readState={readState}
          />
        )}
        <Composer onSend={send} roomId={room?.id} userId={userId} />
      </div>
    </Page>
  );
}
