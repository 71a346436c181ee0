import { createFileRoute } from '@tanstack/react-router';
import { UpcomingAreaScreen } from '../../features/upcoming/upcoming-area-screen.tsx';

// Placeholder until the blackboard screens arrive; replace the component, keep the path.
export const Route = createFileRoute('/_signed-in/blackboard')({
  component: () => <UpcomingAreaScreen area="blackboard" />,
});
