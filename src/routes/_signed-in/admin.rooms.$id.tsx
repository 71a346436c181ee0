import { createFileRoute } from '@tanstack/react-router';
import { RoomScreen } from '../../features/admin/rooms-screen.tsx';

export const Route = createFileRoute('/_signed-in/admin/rooms/$id')({ component: Screen });

function Screen() {
  const { id } = Route.useParams();
  return <RoomScreen key={id} id={id} />;
}
