import { createFileRoute } from '@tanstack/react-router';
import { InviteLetterScreen } from '../../features/admin/invite-letter-screen.tsx';

export const Route = createFileRoute('/_signed-in/admin/invites/$id/letter')({ component: Screen });

function Screen() {
  const { id } = Route.useParams();
  return <InviteLetterScreen key={id} id={id} />;
}
