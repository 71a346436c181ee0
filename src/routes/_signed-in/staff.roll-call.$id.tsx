import { createFileRoute } from '@tanstack/react-router';
import { RollCallScreen } from '../../features/day/roll-call-screen.tsx';

function RollCallRoute() {
  const { id } = Route.useParams();
  return <RollCallScreen id={id} />;
}

export const Route = createFileRoute('/_signed-in/staff/roll-call/$id')({ component: RollCallRoute });
