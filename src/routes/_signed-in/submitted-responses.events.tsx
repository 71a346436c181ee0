import { createFileRoute } from '@tanstack/react-router';
import { SubmittedResponsesScreen } from '../../features/publications/submitted-responses-screen.tsx';

export const Route = createFileRoute('/_signed-in/submitted-responses/events')({
  component: () => <SubmittedResponsesScreen only="events" />,
});
