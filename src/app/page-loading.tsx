import { Spinner } from '../ui/spinner.tsx';
import '../ui/feedback.css';

/** Shown while a route chunk or a guard is slow (rare: both are local). */
export function PageLoading() {
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <Spinner size={32} />
    </div>
  );
}
