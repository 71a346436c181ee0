import { createFileRoute } from '@tanstack/react-router';
import { MenuEditorScreen } from '../../features/menu-planning/menu-editor-screen.tsx';

export const Route = createFileRoute('/_signed-in/staff/menu')({ component: MenuEditorScreen });
