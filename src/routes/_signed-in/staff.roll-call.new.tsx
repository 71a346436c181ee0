import { createFileRoute } from '@tanstack/react-router';
import { StartRollCallScreen } from '../../features/day/start-roll-call-screen.tsx';

export const Route = createFileRoute('/_signed-in/staff/roll-call/new')({ component: StartRollCallScreen });
