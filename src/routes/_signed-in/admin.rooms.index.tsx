import { createFileRoute } from '@tanstack/react-router';
import { RoomsScreen } from '../../features/admin/rooms-screen.tsx';

export const Route = createFileRoute('/_signed-in/admin/rooms/')({ component: RoomsScreen });
