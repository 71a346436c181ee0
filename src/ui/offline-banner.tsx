import { Trans } from '@lingui/react/macro';
import { CloudOffIcon } from './sync-icons.tsx';
import './sync-state.css';

/**
 * Says once, politely, that the device is offline and that nothing typed is lost. The live region is always
 * rendered (empty while online): screen readers only announce changes inside a region that already exists.
 */
export function OfflineBanner({ offline }: { offline: boolean }) {
  return (
    <div className="offline-banner" role="status" aria-live="polite">
      {offline && (
        <>
          <CloudOffIcon size={18} />
          <span>
            <Trans>You are offline — changes are kept and sent when you are back online.</Trans>
          </span>
        </>
      )}
    </div>
  );
}
