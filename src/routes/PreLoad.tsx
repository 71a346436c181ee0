import { createFileRoute } from '@tanstack/react-router';
import { PreloadScreen } from '../features/kigapp/preload-screen.tsx';

// The manifest's start_url (spec §2 "/PreLoad"): outside both guards, it decides itself where to go.
export const Route = createFileRoute('/PreLoad')({ component: PreloadScreen });
