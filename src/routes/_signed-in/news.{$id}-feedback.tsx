import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '../../app/not-found-page.tsx';
import { parsePublicationId } from '../../features/publications/publication-id.ts';
import { FeedbackScreen } from '../../features/publications/feedback-screen.tsx';

export const Route = createFileRoute('/_signed-in/news/{$id}-feedback')({
  params: { parse: parsePublicationId, stringify: ({ id }) => ({ id }) },
  component: function NewsFeedbackRoute() {
    const { id } = Route.useParams();
    return <FeedbackScreen kind="news" id={id} notFound={<NotFoundPage />} />;
  },
});
