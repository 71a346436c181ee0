import { Trans, useLingui } from '@lingui/react/macro';
import { AddToHomeScreenIllustration, SafariShareIllustration, ShareGlyph } from './ios-illustrations.tsx';

/** The iOS guide: Safari's share sheet is the only way to install there (no install prompt). */
export function IosInstallSteps() {
  const { t } = useLingui();
  return (
    <ol className="kigapp-steps">
      <li>
        <Trans>Open this page in Safari (on iOS 16.4 and later, Chrome and Edge work as well).</Trans>
      </li>
      <li>
        <span>
          <Trans>
            Tap the <strong>Share</strong> button <ShareGlyph /> — at the bottom of the screen on iPhone, at the top on
            iPad.
          </Trans>
        </span>
        <SafariShareIllustration />
      </li>
      <li>
        <span>
          <Trans>
            Scroll down in the list and tap <strong>Add to Home Screen</strong>.
          </Trans>
        </span>
        <AddToHomeScreenIllustration label={t`Add to Home Screen`} />
      </li>
      <li>
        <Trans>
          Keep the name “Kita” and tap <strong>Add</strong>. Kita now opens from your home screen like any other app.
        </Trans>
      </li>
    </ol>
  );
}
