import { createFileRoute } from '@tanstack/react-router';
import { TranslationInfoScreen } from '../features/legal/translation-info-screen.tsx';

// Outside both guards: readable signed out, and signed in with the kindergarten's own text.
export const Route = createFileRoute('/translation-info')({ component: TranslationInfoScreen });
