import { createFileRoute } from '@tanstack/react-router';
import { ChildScreen } from '../../features/admin/child-screen.tsx';
import { ChildGuardians } from '../../features/family/child-guardians.tsx';

export const Route = createFileRoute('/_signed-in/admin/children/$id')({ component: Screen });

function Screen() {
  const { id } = Route.useParams();
  return <ChildScreen key={id} id={id} guardiansSummary={<ChildGuardians childId={id} />} />;
}
