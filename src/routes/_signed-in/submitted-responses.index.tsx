import { createFileRoute } from '@tanstack/react-router';
import { SubmittedResponsesScreen } from '../../features/publications/submitted-responses-screen.tsx';

export const Route = createFileRoute('/_signed-in/submitted-responses/')({
  component: () => <SubmittedResponsesScreen only="all" />,
});
