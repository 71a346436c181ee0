import { createFileRoute } from '@tanstack/react-router';
import { PublishScreen } from '../../features/publishing/publish-screen.tsx';
import { parseDraftId } from '../../features/publishing/staff-route-params.ts';

export const Route = createFileRoute('/_signed-in/staff/publish/$draftId')({
  params: { parse: parseDraftId, stringify: ({ draftId }) => ({ draftId }) },
  component: function PublishRoute() {
    const { draftId } = Route.useParams();
    return <PublishScreen draftId={draftId} />;
  },
});
