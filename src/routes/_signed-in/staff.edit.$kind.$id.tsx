import { createFileRoute } from '@tanstack/react-router';
import { EditPublicationScreen } from '../../features/publishing/edit-screen.tsx';
import { parseTrackedItem } from '../../features/publishing/staff-route-params.ts';

export const Route = createFileRoute('/_signed-in/staff/edit/$kind/$id')({
  params: { parse: parseTrackedItem, stringify: ({ kind, id }) => ({ kind, id }) },
  component: function EditRoute() {
    const { kind, id } = Route.useParams();
    return <EditPublicationScreen kind={kind} id={id} />;
  },
});
