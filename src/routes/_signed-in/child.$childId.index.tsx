import { createFileRoute } from '@tanstack/react-router';
import { ChildCardScreen } from '../../features/children/child-card-screen.tsx';
import { parseChildId } from '../../features/children/child-id.ts';

export const Route = createFileRoute('/_signed-in/child/$childId/')({
  params: { parse: parseChildId, stringify: ({ childId }) => ({ childId }) },
  component: function ChildCardRoute() {
    const { childId } = Route.useParams();
    return <ChildCardScreen key={childId} childId={childId} />;
  },
});
