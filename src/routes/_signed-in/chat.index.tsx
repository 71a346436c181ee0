import { createFileRoute } from '@tanstack/react-router';
import { ConversationsScreen } from '../../features/chat/conversations-screen.tsx';

export const Route = createFileRoute('/_signed-in/chat/')({ component: ConversationsScreen });
