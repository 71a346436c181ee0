import { createFileRoute } from '@tanstack/react-router';
import { MenuScreen } from '../../features/menu/menu-screen.tsx';

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

export const Route = createFileRoute('/_signed-in/menu')({
  // `?day=`: open the week of that day (a search result's menu day); without it, this week.
  validateSearch: (search: Record<string, unknown>): { day?: string } =>
    typeof search.day === 'string' && isoDay.test(search.day) ? { day: search.day } : {},
  component: function MenuRoute() {
    const { day } = Route.useSearch();
    return <MenuScreen key={day} day={day} />;
  },
});
