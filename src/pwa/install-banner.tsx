import { Trans } from '@lingui/react/macro';
import { Button } from '../ui/button.tsx';
import { dismissInstall, installApp, useInstallOffer } from './install-prompt-state.ts';

/** Chromium only: offers the app on the home screen once the browser allows it; "not now" is remembered. */
export function InstallBanner() {
  const offer = useInstallOffer();
  if (!offer.available || offer.dismissed) return null;
  return (
    <section className="app-notice" aria-labelledby="install-banner-title" data-testid="install-banner">
      <img className="app-notice__icon" src="/icons/icon-192.png" alt="" width={40} height={40} />
      <p className="app-notice__text">
        <strong id="install-banner-title">
          <Trans>Kita on your home screen</Trans>
        </strong>{' '}
        <Trans>Opens instantly, also without a connection.</Trans>
      </p>
      <div className="app-notice__actions">
        <Button variant="ghost" onClick={dismissInstall}>
          <Trans>Not now</Trans>
        </Button>
        <Button onClick={() => void installApp()}>
          <Trans>Install</Trans>
        </Button>
      </div>
    </section>
  );
}
