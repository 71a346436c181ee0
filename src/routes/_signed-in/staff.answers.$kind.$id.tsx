import { createFileRoute } from '@tanstack/react-router';
import { TrackingScreen } from '../../features/publishing/tracking-screen.tsx';
import { parseTrackedItem } from '../../features/publishing/staff-route-params.ts';

export const Route = createFileRoute('/_signed-in/staff/answers/$kind/$id')({
  params: { parse: parseTrackedItem, stringify: ({ kind, id }) => ({ kind, id }) },
  component: function TrackingRoute() {
    const { kind, id } = Route.useParams();
    return <TrackingScreen kind={kind} id={id} />;
  },
});
