import { createFileRoute } from '@tanstack/react-router';
import { DraftList } from '../../features/publishing/draft-list.tsx';
import { StaffHubScreen } from '../../features/workspace/staff-hub-screen.tsx';

export const Route = createFileRoute('/_signed-in/staff/')({
  component: function StaffHubRoute() {
    return <StaffHubScreen drafts={(userId) => <DraftList userId={userId} />} />;
  },
});
