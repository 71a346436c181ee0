import { Trans } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { UserRow } from '../../db/kita-db.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { saveReadReceipts } from './profile-calls.ts';
import '../../ui/switch.css';

/**
 * Whether others see when the user read their chat messages. It is mutual, as in the messengers people know: off,
 * the user does not see others' receipts either. Saved online; a failure keeps the switch where it was and says so.
 */
export function ReadReceiptsToggle({ user }: { user: UserRow }) {
  const enabled = user.read_receipts !== false;
  const [state, setState] = useState<'idle' | 'saving' | 'failed'>('idle');
  const labelId = useId();
  const hintId = useId();

  async function toggle() {
    setState('saving');
    try {
      await saveReadReceipts(!enabled);
      setState('idle');
    } catch {
      setState('failed');
    }
  }

  return (
    <div className="switch-field" data-testid="read-receipts">
      <div className="switch__row">
        <span id={labelId} className="switch__label">
          <Trans>Read receipts</Trans>
        </span>
        <button
          type="button"
          role="switch"
          className="switch__switch"
          aria-checked={enabled}
          aria-labelledby={labelId}
          aria-describedby={hintId}
          aria-busy={state === 'saving' || undefined}
          disabled={state === 'saving'}
          onClick={() => void toggle()}
        >
          <span className="switch__state" aria-hidden="true">
            {state === 'saving' ? <Spinner size={16} /> : enabled ? <Trans>On</Trans> : <Trans>Off</Trans>}
          </span>
          <span className="switch__track" aria-hidden="true">
            <span className="switch__thumb" />
          </span>
        </button>
      </div>
      <p id={hintId} className={state === 'failed' ? 'switch__hint switch__hint--alert' : 'switch__hint'} role="status">
        {state === 'failed' ? (
          <Trans>Read receipts could not be changed. Please check your connection and try again.</Trans>
        ) : enabled ? (
          <Trans>Others in a chat see when you have read their messages, and you see when they have read yours.</Trans>
        ) : (
          <Trans>
            Others do not see when you have read their messages. In return you do not see when they have read yours.
          </Trans>
        )}
      </p>
    </div>
  );
}
