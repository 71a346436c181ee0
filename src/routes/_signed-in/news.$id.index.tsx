import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '../../app/not-found-page.tsx';
import { parsePublicationId } from '../../features/publications/publication-id.ts';
import { PublicationScreen } from '../../features/publications/publication-screen.tsx';

export const Route = createFileRoute('/_signed-in/news/$id/')({
  params: { parse: parsePublicationId, stringify: ({ id }) => ({ id }) },
  component: function NewsRoute() {
    const { id } = Route.useParams();
    return <PublicationScreen kind="news" id={id} notFound={<NotFoundPage />} />;
  },
});
