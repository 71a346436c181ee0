import { createFileRoute } from '@tanstack/react-router';
import { GoogleTranslationScreen } from '../../features/translation/google-translation-screen.tsx';

export const Route = createFileRoute('/_signed-in/google-translation')({ component: GoogleTranslationScreen });
