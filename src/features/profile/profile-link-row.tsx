import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ChevronRightIcon } from '../../ui/icons.tsx';
import { ListItem, ListRowContent } from '../../ui/list.tsx';

/**
 * A row that opens another screen. `to` is a plain path, not checked against the typed route list; the router
 * resolves it at runtime.
 */
export function ProfileLinkRow({
  to,
  icon,
  primary,
  secondary,
}: {
  to: string;
  icon?: ReactNode;
  primary: ReactNode;
  secondary?: ReactNode;
}) {
  return (
    <ListItem>
      <Link to={to as '/'} className="list__row">
        <ListRowContent start={icon} primary={primary} secondary={secondary} end={<ChevronRightIcon size={20} />} />
      </Link>
    </ListItem>
  );
}
