import { createFileRoute } from '@tanstack/react-router';
import { PreloadScreen } from '../features/kigapp/preload-screen.tsx';

// The manifest's start_url: outside both guards, it decides itself where to go.
export const Route = createFileRoute('/PreLoad')({ component: PreloadScreen });
