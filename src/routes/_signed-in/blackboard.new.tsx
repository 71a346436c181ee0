import { createFileRoute } from '@tanstack/react-router';
import { CreatePostScreen } from '../../features/blackboard/create-post-screen.tsx';

export const Route = createFileRoute('/_signed-in/blackboard/new')({ component: CreatePostScreen });
