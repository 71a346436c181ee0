import { createFileRoute } from '@tanstack/react-router';
import { AnswersListScreen } from '../../features/publishing/answers-list-screen.tsx';

export const Route = createFileRoute('/_signed-in/staff/answers/')({ component: AnswersListScreen });
