import { Trans, useLingui } from '@lingui/react/macro';
import { LegalPage } from './legal-page.tsx';

/** `/terms-and-conditions`, linked from registration; readable without an account. */
export function TermsScreen() {
  const { t } = useLingui();
  return (
    <LegalPage
      title={t`Terms and conditions`}
      textKey="terms"
      lead={<Trans>For the use of the Kita app by parents and kindergarten staff.</Trans>}
    >
      <h2>
        <Trans>What the app is for</Trans>
      </h2>
      <p>
        <Trans>
          The app connects families with their kindergarten: notices, news, events, the meal menu, absence reports and
          messages. It is provided by the operator of your kindergarten.
        </Trans>
      </p>
      <h2>
        <Trans>Your account</Trans>
      </h2>
      <p>
        <Trans>
          You register with an invite code from your kindergarten. Keep your password to yourself and tell the
          kindergarten if someone else may know it. Use the app only for your own family or for your work at the
          kindergarten.
        </Trans>
      </p>
      <h2>
        <Trans>Respectful use</Trans>
      </h2>
      <p>
        <Trans>
          Write to others as you would in person. Do not share content that is unlawful, hurtful or advertising. Photos
          that show other children are for your own use only and must not be passed on.
        </Trans>
      </p>
      <h2>
        <Trans>Your data</Trans>
      </h2>
      <p>
        <Trans>
          The app stores only what it needs to work: your account, the names and groups of your children, and what you
          write or upload. Some of it is kept on this device so the app also works offline; signing out removes it from
          the device.
        </Trans>
      </p>
      <h2>
        <Trans>Availability</Trans>
      </h2>
      <p>
        <Trans>
          We take care to keep the app running but cannot promise that it is always available. In urgent matters, please
          call your kindergarten.
        </Trans>
      </p>
      <h2>
        <Trans>Changes</Trans>
      </h2>
      <p>
        <Trans>We may update these terms. If a change matters to you, we will tell you in the app.</Trans>
      </p>
    </LegalPage>
  );
}
