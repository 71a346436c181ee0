import { createFileRoute } from '@tanstack/react-router';
import { StaffHubScreen } from '../../features/staff/staff-hub-screen.tsx';

export const Route = createFileRoute('/_signed-in/staff/')({ component: StaffHubScreen });
