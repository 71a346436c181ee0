import { createFileRoute } from '@tanstack/react-router';
import { KigappScreen } from '../features/kigapp/kigapp-screen.tsx';

// Outside both guards: a parent installs the app before or after signing in.
export const Route = createFileRoute('/kigapp')({ component: KigappScreen });
