import { createFileRoute } from '@tanstack/react-router';
import { ContactsScreen } from '../../features/chat/contacts-screen.tsx';

export const Route = createFileRoute('/_signed-in/chat/users')({ component: ContactsScreen });
