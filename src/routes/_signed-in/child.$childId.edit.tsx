import { createFileRoute } from '@tanstack/react-router';
import { parseChildId } from '../../features/children/child-id.ts';
import { ChildRecordEditScreen } from '../../features/children/child-record-edit-screen.tsx';

export const Route = createFileRoute('/_signed-in/child/$childId/edit')({
  params: { parse: parseChildId, stringify: ({ childId }) => ({ childId }) },
  component: function ChildRecordEditRoute() {
    const { childId } = Route.useParams();
    return <ChildRecordEditScreen key={childId} childId={childId} />;
  },
});
