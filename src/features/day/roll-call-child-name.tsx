import { ChildCardLink } from '../children/child-card-link.tsx';
import type { ChildRef } from './use-roll-calls.ts';

/**
 * A child's name wherever the roll call shows one. `linked` makes it the link to the child's card; not inside a
 * button or a label, where a link cannot be tapped on its own.
 */
export function ChildName({ child, linked = false }: { child: ChildRef | undefined; linked?: boolean }) {
  if (!child) return <span className="child-name">…</span>;
  const name = (
    <span className="child-name" data-child-id={child.id}>
      {child.firstName} {child.lastName}
    </span>
  );
  return linked ? <ChildCardLink childId={child.id}>{name}</ChildCardLink> : name;
}
