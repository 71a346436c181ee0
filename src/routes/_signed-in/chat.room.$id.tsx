import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '../../app/not-found-page.tsx';
import { ConversationScreen } from '../../features/chat/conversation-screen.tsx';
import { parseChatId } from '../../features/chat/parse-chat-id.ts';

export const Route = createFileRoute('/_signed-in/chat/room/$id')({
  params: { parse: parseChatId, stringify: ({ id }) => ({ id }) },
  component: function RoomRoute() {
    const { id } = Route.useParams();
    return <ConversationScreen key={id} target={{ roomId: id }} notFound={<NotFoundPage />} />;
  },
});
