import { Link } from '@tanstack/react-router';
import type { ComponentProps, ReactNode } from 'react';
import './bottom-nav.css';

export function BottomNav({ label, children }: { label: string; children: ReactNode }) {
  return (
    <nav className="bottom-nav" aria-label={label}>
      {children}
    </nav>
  );
}

type BottomNavLinkProps = { icon: ReactNode; label: ReactNode } & Pick<ComponentProps<typeof Link>, 'to'>;

export function BottomNavLink({ icon, label, to }: BottomNavLinkProps) {
  // Link sets aria-current="page" when active; the CSS keys off it.
  return (
    <Link to={to} className="bottom-nav__link" activeOptions={{ exact: to === '/' }}>
      {icon}
      <span>{label}</span>
    </Link>
  );
}
