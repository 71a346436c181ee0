import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Card } from '../../ui/card.tsx';
import { ChevronRightIcon } from '../../ui/icons.tsx';
import { List, ListItem, ListRowContent } from '../../ui/list.tsx';
import { AdminFrame } from './admin-frame.tsx';
import { useAdminData } from './use-admin-data.ts';

function Row({ to, primary, secondary }: { to: string; primary: ReactNode; secondary?: ReactNode }) {
  return (
    <ListItem>
      <Link to={to as '/admin'} className="list__row">
        <ListRowContent primary={primary} secondary={secondary} end={<ChevronRightIcon size={20} />} />
      </Link>
    </ListItem>
  );
}

/** `/admin`: families and people — the admin's screens, with how many of each there are. */
export function AdminHubScreen() {
  const { t } = useLingui();
  const data = useAdminData();
  const staff = data?.users.filter((user) => user.role !== 'parent').length ?? 0;
  return (
    <AdminFrame
      title={t`Families and people`}
      lead={<Trans>Groups, children, invite codes, staff, contact details and chat rooms.</Trans>}
    >
      <Card flush aria-label={t`Families and people`}>
        <List>
          <Row
            to="/admin/groups"
            primary={<Trans>Groups</Trans>}
            secondary={data && <Trans>{data.groups.length} groups</Trans>}
          />
          <Row
            to="/admin/children"
            primary={<Trans>Children and guardians</Trans>}
            secondary={data && <Trans>{data.children.length} children</Trans>}
          />
          <Row
            to="/admin/invites"
            primary={<Trans>Invite codes</Trans>}
            secondary={<Trans>For families and staff; print the letter</Trans>}
          />
          <Row
            to="/admin/staff"
            primary={<Trans>Staff accounts</Trans>}
            secondary={data && <Trans>{staff} people</Trans>}
          />
          <Row
            to="/admin/kindergarten"
            primary={<Trans>Contact details and legal texts</Trans>}
            secondary={<Trans>Address, opening hours, imprint, parent chat</Trans>}
          />
          <Row
            to="/admin/rooms"
            primary={<Trans>Chat rooms</Trans>}
            secondary={data && <Trans>{data.rooms.length} rooms</Trans>}
          />
        </List>
      </Card>
    </AdminFrame>
  );
}
