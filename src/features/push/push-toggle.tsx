import { Trans } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { Spinner } from '../../ui/spinner.tsx';
import { usePushSetting, type PushSetting } from './use-push-setting.ts';
import './push-toggle.css';

/** What the user can do about the current state, under the switch. */
function Hint({ state, notice }: Pick<PushSetting, 'state' | 'notice'>): ReactNode {
  if (state === 'unsupported' || notice === 'no-push-here') {
    return (
      <Trans>
        This browser cannot show push notifications. On iPhone and iPad, add the app to your home screen first and open
        it from there.
      </Trans>
    );
  }
  if (state === 'denied') {
    return (
      <Trans>
        Notifications are blocked for this app. Allow them in your browser's site settings (the lock or info icon next
        to the address), then switch push on here.
      </Trans>
    );
  }
  if (notice === 'not-configured') {
    return (
      <Trans>
        Your choice is saved. Push delivery needs a setup by the operator of this server, which has not been done yet.
      </Trans>
    );
  }
  if (notice === 'dismissed') return <Trans>Push stays off: please allow notifications when your browser asks.</Trans>;
  if (notice === 'failed')
    return <Trans>Push notifications could not be changed. Please check your connection and try again.</Trans>;
  return <Trans>Get a notification on this device for new messages, events and letters.</Trans>;
}

/**
 * The push switch for the profile screen: an accessible switch (role="switch") with its state in words, and a hint
 * that says what to do when the browser cannot or may not show notifications.
 */
export function PushToggle() {
  const setting = usePushSetting();
  const { state, enabled } = setting;
  const labelId = useId();
  const hintId = useId();
  // Switching off always works, so a device without push can turn off what another device turned on.
  const locked = state === 'saving' || (!enabled && (state === 'unsupported' || state === 'denied'));
  const isAlert = setting.notice === 'failed' || state === 'denied';

  return (
    <div className="push-toggle">
      <div className="push-toggle__row">
        <span id={labelId} className="push-toggle__label">
          <Trans>Push notifications</Trans>
        </span>
        <button
          type="button"
          role="switch"
          className="push-toggle__switch"
          aria-checked={enabled}
          aria-labelledby={labelId}
          aria-describedby={hintId}
          aria-busy={state === 'saving' || undefined}
          disabled={locked}
          onClick={() => void setting.setEnabled(!enabled)}
        >
          <span className="push-toggle__state" aria-hidden="true">
            {state === 'saving' ? <Spinner size={16} /> : enabled ? <Trans>On</Trans> : <Trans>Off</Trans>}
          </span>
          <span className="push-toggle__track" aria-hidden="true">
            <span className="push-toggle__thumb" />
          </span>
        </button>
      </div>
      <p
        id={hintId}
        className={isAlert ? 'push-toggle__hint push-toggle__hint--alert' : 'push-toggle__hint'}
        role="status"
      >
        {state === 'saving' ? <Trans>Saving…</Trans> : <Hint state={state} notice={setting.notice} />}
      </p>
    </div>
  );
}
