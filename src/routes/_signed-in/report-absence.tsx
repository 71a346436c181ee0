import { createFileRoute } from '@tanstack/react-router';
import { UpcomingAreaScreen } from '../../features/upcoming/upcoming-area-screen.tsx';

// Placeholder until the report-absence screens arrive; replace the component, keep the path.
export const Route = createFileRoute('/_signed-in/report-absence')({
  component: () => <UpcomingAreaScreen area="reportAbsence" />,
});
