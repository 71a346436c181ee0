import { createFileRoute } from '@tanstack/react-router';
import { MenuScreen } from '../../features/menu/menu-screen.tsx';

export const Route = createFileRoute('/_signed-in/menu')({ component: MenuScreen });
