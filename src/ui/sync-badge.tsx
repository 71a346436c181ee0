import type { ReactNode } from 'react';
import { AlertIcon, ClockIcon } from './sync-icons.tsx';
import './sync-state.css';

export type SyncBadgeState = 'pending' | 'failed';

/** Per-item sync state: waiting to be sent (quiet) or failed (danger). A synced item shows no badge. */
export function SyncBadge({ state, children }: { state: SyncBadgeState; children: ReactNode }) {
  return (
    <span className="sync-badge" data-state={state}>
      {state === 'failed' ? <AlertIcon size={14} /> : <ClockIcon size={14} />}
      {children}
    </span>
  );
}
