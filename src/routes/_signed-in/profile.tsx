import { createFileRoute } from '@tanstack/react-router';
import { UpcomingAreaScreen } from '../../features/upcoming/upcoming-area-screen.tsx';

// Placeholder until the profile screens arrive; replace the component, keep the path.
export const Route = createFileRoute('/_signed-in/profile')({
  component: () => <UpcomingAreaScreen area="profile" />,
});
