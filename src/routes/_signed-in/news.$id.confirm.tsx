import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '../../app/not-found-page.tsx';
import { parsePublicationId } from '../../features/publications/publication-id.ts';
import { AnswerScreen } from '../../features/publications/answer-screen.tsx';

export const Route = createFileRoute('/_signed-in/news/$id/confirm')({
  params: { parse: parsePublicationId, stringify: ({ id }) => ({ id }) },
  component: function NewsAnswerRoute() {
    const { id } = Route.useParams();
    return <AnswerScreen kind="news" id={id} notFound={<NotFoundPage />} />;
  },
});
