import { createFileRoute } from '@tanstack/react-router';
import { ImprintScreen } from '../features/legal/imprint-screen.tsx';

// Outside both guards: readable signed out, and signed in with the kindergarten's own text.
export const Route = createFileRoute('/imprint')({ component: ImprintScreen });
