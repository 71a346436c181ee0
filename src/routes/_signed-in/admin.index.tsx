import { createFileRoute } from '@tanstack/react-router';
import { AdminHubScreen } from '../../features/admin/admin-hub-screen.tsx';

export const Route = createFileRoute('/_signed-in/admin/')({ component: AdminHubScreen });
