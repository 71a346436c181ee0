import { createFileRoute } from '@tanstack/react-router';
import { ReportAbsenceScreen } from '../../features/absences/report-absence-screen.tsx';

export const Route = createFileRoute('/_signed-in/report-absence')({ component: ReportAbsenceScreen });
