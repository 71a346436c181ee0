import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '../../app/not-found-page.tsx';
import { parsePublicationId } from '../../features/publications/publication-id.ts';
import { AnswerScreen } from '../../features/publications/answer-screen.tsx';

export const Route = createFileRoute('/_signed-in/events/$id/confirm')({
  params: { parse: parsePublicationId, stringify: ({ id }) => ({ id }) },
  component: function EventAnswerRoute() {
    const { id } = Route.useParams();
    return <AnswerScreen kind="event" id={id} notFound={<NotFoundPage />} />;
  },
});
