import { createFileRoute } from '@tanstack/react-router';
import { ChildrenScreen } from '../../features/admin/children-screen.tsx';

export const Route = createFileRoute('/_signed-in/admin/children/')({ component: ChildrenScreen });
