import { createFileRoute } from '@tanstack/react-router';
import { useSignOut } from '../../features/auth/use-sign-out.ts';
import { ProfileScreen } from '../../features/profile/profile-screen.tsx';
import { PushToggle } from '../../features/push/push-toggle.tsx';

function ProfileRoute() {
  const signOut = useSignOut();
  return <ProfileScreen pushToggle={<PushToggle />} onSignOut={signOut} />;
}

export const Route = createFileRoute('/_signed-in/profile')({ component: ProfileRoute });
