import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '../../app/not-found-page.tsx';
import { parsePostId } from '../../features/blackboard/parse-post-id.ts';
import { PostScreen } from '../../features/blackboard/post-screen.tsx';

export const Route = createFileRoute('/_signed-in/blackboard/$id/')({
  params: { parse: parsePostId, stringify: ({ id }) => ({ id }) },
  component: function PostRoute() {
    const { id } = Route.useParams();
    return <PostScreen id={id} notFound={<NotFoundPage />} />;
  },
});
