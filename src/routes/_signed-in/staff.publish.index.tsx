import { createFileRoute } from '@tanstack/react-router';
import { NewPublicationScreen } from '../../features/publishing/publish-screen.tsx';

export const Route = createFileRoute('/_signed-in/staff/publish/')({ component: NewPublicationScreen });
