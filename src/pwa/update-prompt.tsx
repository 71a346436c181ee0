import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '../ui/button.tsx';
import { acceptUpdate, useUpdateWaiting } from './update-state.ts';

/**
 * "A new version is ready": unobtrusive, never automatic (a reload in the middle of typing loses the form). The
 * update sends waiting changes first; a "later" hides it until the next start.
 */
export function UpdatePrompt() {
  const waiting = useUpdateWaiting();
  const [later, setLater] = useState(false);
  const [updating, setUpdating] = useState(false);
  if (!waiting || later) return null;
  return (
    <section className="app-notice" role="status" aria-live="polite" data-testid="update-prompt">
      <p className="app-notice__text">
        <strong>
          <Trans>A new version of Kita is ready.</Trans>
        </strong>{' '}
        <Trans>Your unsent changes are kept.</Trans>
      </p>
      <div className="app-notice__actions">
        <Button variant="ghost" onClick={() => setLater(true)} disabled={updating}>
          <Trans>Later</Trans>
        </Button>
        <Button
          busy={updating}
          onClick={() => {
            setUpdating(true);
            void acceptUpdate();
          }}
        >
          <Trans>Update now</Trans>
        </Button>
      </div>
    </section>
  );
}
