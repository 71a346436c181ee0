import { Trans, useLingui } from '@lingui/react/macro';
import { AppBar } from '../../ui/app-bar.tsx';
import { BackButton } from '../../ui/back-button.tsx';
import { Card } from '../../ui/card.tsx';
import { Page } from '../../ui/page.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { AndroidInstall } from './android-install.tsx';
import { isAppleMobile, isRunningInstalled } from './display-mode.ts';
import { IosInstallSteps } from './ios-install-steps.tsx';
import { KigappOffline } from './kigapp-offline.tsx';
import './kigapp.css';

/** `/kigapp`: what the app is and how to put it on the home screen; for visitors and signed-in users alike. */
export function KigappScreen() {
  const { t } = useLingui();
  const title = t`Kita as an app`;
  useDocumentTitle(title);
  const installed = isRunningInstalled();
  // The guide for this device first; the other stays, e.g. for helping another parent.
  const guides = [
    <Card as="section" key="ios" className="kigapp-guide" aria-labelledby="kigapp-ios">
      <h2 id="kigapp-ios">
        <Trans>iPhone and iPad</Trans>
      </h2>
      <IosInstallSteps />
    </Card>,
    <Card as="section" key="android" className="kigapp-guide" aria-labelledby="kigapp-android">
      <h2 id="kigapp-android">
        <Trans>Android and computers</Trans>
      </h2>
      <AndroidInstall />
    </Card>,
  ];
  return (
    <>
      <AppBar start={<BackButton />} title={<span>{title}</span>} />
      <Page
        title={title}
        lead={
          <Trans>
            Put Kita on your home screen: it opens instantly, shows your latest news and messages without a connection,
            and sends what you wrote as soon as you are back online.
          </Trans>
        }
      >
        {installed ? (
          <Card className="kigapp-guide">
            <p role="status">
              <Trans>Kita is installed on this device. You are using the app right now.</Trans>
            </p>
          </Card>
        ) : (
          <div className="kigapp-guides">{isAppleMobile() ? guides : guides.reverse()}</div>
        )}
        <KigappOffline />
        <Card as="section" className="kigapp-guide" aria-labelledby="kigapp-good-to-know">
          <h2 id="kigapp-good-to-know">
            <Trans>Good to know</Trans>
          </h2>
          <ul className="kigapp-facts">
            <li>
              <Trans>
                The app needs no app store and no extra download; it updates itself and asks before it does.
              </Trans>
            </li>
            <li>
              <Trans>
                Notifications on iPhone and iPad work only in the app opened from the home screen (iOS 16.4 or later).
              </Trans>
            </li>
            <li>
              <Trans>Your data stays on this device for offline use; signing out removes it.</Trans>
            </li>
          </ul>
        </Card>
      </Page>
    </>
  );
}
