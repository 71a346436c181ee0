import { createFileRoute } from '@tanstack/react-router';
import { DataProtectionScreen } from '../features/legal/data-protection-screen.tsx';

// Outside both guards: readable signed out, and signed in with the kindergarten's own text.
export const Route = createFileRoute('/data-protection')({ component: DataProtectionScreen });
