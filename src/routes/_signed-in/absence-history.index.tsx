import { createFileRoute } from '@tanstack/react-router';
import { AbsenceHistoryScreen } from '../../features/absences/absence-history-screen.tsx';

export const Route = createFileRoute('/_signed-in/absence-history/')({ component: AbsenceHistoryScreen });
