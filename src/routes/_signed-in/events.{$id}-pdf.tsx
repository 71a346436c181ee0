import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '../../app/not-found-page.tsx';
import { parsePublicationId } from '../../features/publications/publication-id.ts';
import { PdfScreen } from '../../features/publications/pdf-screen.tsx';

export const Route = createFileRoute('/_signed-in/events/{$id}-pdf')({
  params: { parse: parsePublicationId, stringify: ({ id }) => ({ id }) },
  component: function EventPdfRoute() {
    const { id } = Route.useParams();
    return <PdfScreen kind="event" id={id} notFound={<NotFoundPage />} />;
  },
});
