import { createFileRoute } from '@tanstack/react-router';
import { NewsArchiveScreen } from '../../features/publications/news-archive-screen.tsx';

/** `/news`, and `/news?filter=waiting` for what waits for the user's answer (the home page's banner links there). */
export const Route = createFileRoute('/_signed-in/news/')({
  validateSearch: (search: Record<string, unknown>): { filter?: 'waiting' } =>
    search.filter === 'waiting' ? { filter: 'waiting' } : {},
  component: Screen,
});

function Screen() {
  const { filter } = Route.useSearch();
  return <NewsArchiveScreen filter={filter ?? 'all'} />;
}
