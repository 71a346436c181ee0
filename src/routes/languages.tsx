import { createFileRoute } from '@tanstack/react-router';
import { LanguagesScreen } from '../features/languages/languages-screen.tsx';

// Outside both guards: visitors choose a language before signing in, signed-in users in the settings.
export const Route = createFileRoute('/languages')({ component: LanguagesScreen });
