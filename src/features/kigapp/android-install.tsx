import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { installApp, useInstallOffer } from '../../pwa/install-prompt-state.ts';
import { Button } from '../../ui/button.tsx';

/** Chromium (Android, desktop): the browser's own install dialog when it offers one, else where to find it. */
export function AndroidInstall() {
  const offer = useInstallOffer();
  const [installed, setInstalled] = useState(false);
  if (installed) {
    return (
      <p role="status">
        <Trans>Kita is being added to your home screen.</Trans>
      </p>
    );
  }
  return (
    <>
      {offer.available && (
        <Button onClick={() => void installApp().then(setInstalled)}>
          <Trans>Install Kita</Trans>
        </Button>
      )}
      <ol className="kigapp-steps">
        <li>
          <Trans>Open this page in Chrome, Edge or Samsung Internet.</Trans>
        </li>
        <li>
          <Trans>
            Tap the menu <strong>⋮</strong> and choose <strong>Install app</strong> or{' '}
            <strong>Add to Home screen</strong>.
          </Trans>
        </li>
        <li>
          <Trans>
            Confirm with <strong>Install</strong>. Kita appears among your apps.
          </Trans>
        </li>
      </ol>
    </>
  );
}
