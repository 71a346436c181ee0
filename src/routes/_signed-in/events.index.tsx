import { createFileRoute } from '@tanstack/react-router';
import { EventsScreen } from '../../features/publications/events-screen.tsx';

export const Route = createFileRoute('/_signed-in/events/')({ component: EventsScreen });
