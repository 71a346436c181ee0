import { createFileRoute } from '@tanstack/react-router';
import { OwnPostsScreen } from '../../features/blackboard/own-posts-screen.tsx';

// `profile_` keeps this route out of the profile screen's layout: it is a page of its own under /profile/.
export const Route = createFileRoute('/_signed-in/profile_/blackboards')({ component: OwnPostsScreen });
