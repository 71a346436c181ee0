import { createFileRoute } from '@tanstack/react-router';
import { InvitesScreen } from '../../features/admin/invites-screen.tsx';

export const Route = createFileRoute('/_signed-in/admin/invites/')({ component: InvitesScreen });
