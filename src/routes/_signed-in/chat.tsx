import { createFileRoute } from '@tanstack/react-router';
import { UpcomingAreaScreen } from '../../features/upcoming/upcoming-area-screen.tsx';

// Placeholder until the chat screens arrive; replace the component, keep the path.
export const Route = createFileRoute('/_signed-in/chat')({
  component: () => <UpcomingAreaScreen area="chat" />,
});
