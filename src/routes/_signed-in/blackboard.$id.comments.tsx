import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '../../app/not-found-page.tsx';
import { CommentsScreen } from '../../features/blackboard/comments-screen.tsx';
import { parsePostId } from '../../features/blackboard/parse-post-id.ts';

export const Route = createFileRoute('/_signed-in/blackboard/$id/comments')({
  params: { parse: parsePostId, stringify: ({ id }) => ({ id }) },
  component: function CommentsRoute() {
    const { id } = Route.useParams();
    return <CommentsScreen id={id} notFound={<NotFoundPage />} />;
  },
});
