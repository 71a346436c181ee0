import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '../../app/not-found-page.tsx';
import { ChatPdfScreen } from '../../features/chat/chat-pdf-screen.tsx';
import { parseChatId } from '../../features/chat/parse-chat-id.ts';

export const Route = createFileRoute('/_signed-in/chat/file/$id')({
  params: { parse: parseChatId, stringify: ({ id }) => ({ id }) },
  component: function ChatFileRoute() {
    const { id } = Route.useParams();
    return <ChatPdfScreen fileId={id} notFound={<NotFoundPage />} />;
  },
});
