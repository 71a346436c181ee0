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
