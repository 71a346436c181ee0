import type { HTMLAttributes } from 'react';
import './feedback.css';

/** Placeholder lines while local data is not there yet; the pull that brings it runs meanwhile. */
export function Skeleton({ lines = 3, label }: { lines?: number; label: string }) {
  return (
    <div className="skeleton" role="status" aria-label={label}>
      {Array.from({ length: lines }, (_, index) => (
        <span key={index} className="skeleton__line" style={{ width: `${90 - index * 15}%` }} />
      ))}
    </div>
  );
}

/**
 * A box in the place of a picture that is not there yet: it pulses while `loading` and stays calm when the picture
 * cannot come (offline and never seen). The caller gives it the picture's size through its class.
 */
export function SkeletonBox({ loading, className, ...span }: HTMLAttributes<HTMLSpanElement> & { loading: boolean }) {
  return (
    <span
      className={['skeleton-box', className].filter(Boolean).join(' ')}
      data-loading={loading || undefined}
      {...span}
    />
  );
}
