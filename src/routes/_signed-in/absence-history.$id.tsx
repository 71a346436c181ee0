import { createFileRoute } from '@tanstack/react-router';
import { AbsenceDetailScreen } from '../../features/absences/absence-detail-screen.tsx';
import { parseAbsenceId } from '../../features/absences/absence-id.ts';

export const Route = createFileRoute('/_signed-in/absence-history/$id')({
  params: { parse: parseAbsenceId, stringify: ({ id }) => ({ id }) },
  component: function AbsenceDetailRoute() {
    const { id } = Route.useParams();
    return <AbsenceDetailScreen id={id} />;
  },
});
