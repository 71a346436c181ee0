import { createFileRoute } from '@tanstack/react-router';
import { GroupsScreen } from '../../features/admin/groups-screen.tsx';

export const Route = createFileRoute('/_signed-in/admin/groups')({ component: GroupsScreen });
