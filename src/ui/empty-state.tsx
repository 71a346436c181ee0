import type { ReactNode } from 'react';
import './feedback.css';

interface EmptyStateProps {
  icon?: ReactNode;
  title: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
  /** h1 when the empty state is the whole page (404, 500), else h2 under the page title. */
  level?: 1 | 2;
}

export function EmptyState({ icon, title, children, action, level = 2 }: EmptyStateProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div className="empty-state">
      {icon && <div className="empty-state__icon">{icon}</div>}
      <Heading className="empty-state__title">{title}</Heading>
      {children && <div className="empty-state__text">{children}</div>}
      {action && <div className="empty-state__action">{action}</div>}
    </div>
  );
}
