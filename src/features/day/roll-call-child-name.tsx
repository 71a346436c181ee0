import type { ChildRef } from './use-roll-calls.ts';

/** A child's name wherever the roll call shows one; the one place a link to the child's card can be added. */
export function ChildName({ child }: { child: ChildRef | undefined }) {
  if (!child) return <span className="child-name">…</span>;
  return (
    <span className="child-name" data-child-id={child.id}>
      {child.firstName} {child.lastName}
    </span>
  );
}
