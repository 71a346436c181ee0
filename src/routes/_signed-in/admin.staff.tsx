import { createFileRoute } from '@tanstack/react-router';
import { StaffScreen } from '../../features/admin/staff-screen.tsx';

export const Route = createFileRoute('/_signed-in/admin/staff')({ component: StaffScreen });
