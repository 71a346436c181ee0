import { createFileRoute } from '@tanstack/react-router';
import { FamilyScreen } from '../../features/family/family-screen.tsx';

// `profile_` keeps this route out of the profile screen's layout: it is a page of its own under /profile/.
export const Route = createFileRoute('/_signed-in/profile_/family')({ component: FamilyScreen });
