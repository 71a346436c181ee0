import { createFileRoute, redirect } from '@tanstack/react-router';
import { SignedInLayout } from '../app/signed-in-layout.tsx';
import { isSignedIn } from '../db/session-store.ts';

// Pathless layout: every route below needs a session. Local state only, so an offline start works.
export const Route = createFileRoute('/_signed-in')({
  beforeLoad: async () => {
    if (!(await isSignedIn())) throw redirect({ to: '/login', replace: true });
  },
  component: SignedInLayout,
});
