import type { ReactNode } from 'react';
import './app-bar.css';
import './nav-badge.css';

interface AppBarProps {
  /** A back button or the brand. */
  start?: ReactNode;
  title: ReactNode;
  end?: ReactNode;
}

export function AppBar({ start, title, end }: AppBarProps) {
  return (
    <header className="app-bar">
      {start}
      <div className="app-bar__title">{title}</div>
      {end && <div className="app-bar__end">{end}</div>}
    </header>
  );
}
