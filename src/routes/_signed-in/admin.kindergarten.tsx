import { createFileRoute } from '@tanstack/react-router';
import { KindergartenScreen } from '../../features/admin/kindergarten-screen.tsx';

export const Route = createFileRoute('/_signed-in/admin/kindergarten')({ component: KindergartenScreen });
