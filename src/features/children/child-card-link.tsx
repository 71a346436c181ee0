import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import './child-card-link.css';

/** A child's name as a link to the child's card (allergies, pickup persons, emergency contacts), which opens offline. */
export function ChildCardLink({
  childId,
  children,
  label,
}: {
  childId: string;
  children: ReactNode;
  /** The accessible name, where the visible text alone does not say whose card it is. */
  label?: string;
}) {
  return (
    <Link to="/child/$childId" params={{ childId }} className="child-card-link" aria-label={label}>
      {children}
    </Link>
  );
}
