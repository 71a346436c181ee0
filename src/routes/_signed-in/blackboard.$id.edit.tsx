import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '../../app/not-found-page.tsx';
import { EditPostScreen } from '../../features/blackboard/edit-post-screen.tsx';
import { parsePostId } from '../../features/blackboard/parse-post-id.ts';

export const Route = createFileRoute('/_signed-in/blackboard/$id/edit')({
  params: { parse: parsePostId, stringify: ({ id }) => ({ id }) },
  component: function EditPostRoute() {
    const { id } = Route.useParams();
    return <EditPostScreen id={id} notFound={<NotFoundPage />} />;
  },
});
