import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '../../app/not-found-page.tsx';
import { parsePublicationId } from '../../features/publications/publication-id.ts';
import { PdfScreen } from '../../features/publications/pdf-screen.tsx';

export const Route = createFileRoute('/_signed-in/news/{$id}-pdf')({
  params: { parse: parsePublicationId, stringify: ({ id }) => ({ id }) },
  component: function NewsPdfRoute() {
    const { id } = Route.useParams();
    return <PdfScreen kind="news" id={id} notFound={<NotFoundPage />} />;
  },
});
