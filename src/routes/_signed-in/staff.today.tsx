import { createFileRoute } from '@tanstack/react-router';
import { TodayScreen } from '../../features/day/today-screen.tsx';

export const Route = createFileRoute('/_signed-in/staff/today')({ component: TodayScreen });
