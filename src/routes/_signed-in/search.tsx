import { createFileRoute } from '@tanstack/react-router';
import { SearchScreen } from '../../features/search/search-screen.tsx';

export const Route = createFileRoute('/_signed-in/search')({
  validateSearch: (search: Record<string, unknown>): { q?: string } =>
    typeof search.q === 'string' && search.q !== '' ? { q: search.q } : {},
  component: function SearchRoute() {
    const { q = '' } = Route.useSearch();
    const navigate = Route.useNavigate();
    // Typing replaces the address rather than adding an entry per letter: back leaves the search in one step.
    return (
      <SearchScreen
        query={q}
        onQueryChange={(next) => void navigate({ search: next ? { q: next } : {}, replace: true })}
      />
    );
  },
});
