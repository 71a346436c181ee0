import { createFileRoute } from '@tanstack/react-router';
import { PostListScreen } from '../../features/blackboard/post-list-screen.tsx';

export const Route = createFileRoute('/_signed-in/blackboard/')({ component: PostListScreen });
