import { createFileRoute } from '@tanstack/react-router';
import { TermsScreen } from '../features/legal/terms-screen.tsx';

export const Route = createFileRoute('/terms-and-conditions')({ component: TermsScreen });
