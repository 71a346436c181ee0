import { createFileRoute, redirect } from '@tanstack/react-router';
import { VisitorLayout } from '../app/visitor-layout.tsx';
import { isSignedIn } from '../db/session-store.ts';

// Pathless layout for login, registration and password reset: a signed-in user has nothing to do here.
export const Route = createFileRoute('/_visitor')({
  beforeLoad: async () => {
    if (await isSignedIn()) throw redirect({ to: '/', replace: true });
  },
  component: VisitorLayout,
});
