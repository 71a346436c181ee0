import { createFileRoute } from '@tanstack/react-router';
import { ContactScreen } from '../../features/contact/contact-screen.tsx';

export const Route = createFileRoute('/_signed-in/kindergarten-contact')({ component: ContactScreen });
