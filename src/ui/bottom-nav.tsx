import { Link } from '@tanstack/react-router';
import type { ComponentProps, ReactNode } from 'react';
import './bottom-nav.css';
import './nav-badge.css';

export function BottomNav({ label, children }: { label: string; children: ReactNode }) {
  return (
    <nav className="bottom-nav" aria-label={label}>
      {children}
    </nav>
  );
}

type BottomNavLinkProps = {
  icon: ReactNode;
  label: ReactNode;
  /** A count on the icon (e.g. unread messages), with its own words for screen readers. */
  badge?: { count: number; label: string };
} & Pick<ComponentProps<typeof Link>, 'to'>;

export function BottomNavLink({ icon, label, to, badge }: BottomNavLinkProps) {
  // Link sets aria-current="page" when active; the CSS keys off it.
  return (
    <Link to={to} className="bottom-nav__link" activeOptions={{ exact: to === '/' }}>
      <span className="bottom-nav__icon">
        {icon}
        {badge && badge.count > 0 && (
          <span className="bottom-nav__badge" data-testid="nav-badge">
            {badge.count > 99 ? '99+' : badge.count}
          </span>
        )}
      </span>
      <span>{label}</span>
      {badge && badge.count > 0 && <span className="visually-hidden">{badge.label}</span>}
    </Link>
  );
}
