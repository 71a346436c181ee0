import { Trans, useLingui } from '@lingui/react/macro';
import { LegalPage } from './legal-page.tsx';

/** `/data-protection`: the kindergarten's privacy notice, or the app's general one (GDPR Art. 13). */
export function DataProtectionScreen() {
  const { t } = useLingui();
  return (
    <LegalPage
      title={t`Data protection`}
      textKey="data_protection"
      lead={<Trans>How this app handles your personal data.</Trans>}
    >
      <h2>
        <Trans>Who is responsible</Trans>
      </h2>
      <p>
        <Trans>
          The operator of your kindergarten is responsible for the data processed in this app. Its contact details are
          in the imprint and on the kindergarten's contact page.
        </Trans>
      </p>
      <h2>
        <Trans>What the app processes</Trans>
      </h2>
      <ul>
        <li>
          <Trans>your account: name, e-mail address, password (stored only as a secure hash), language settings;</Trans>
        </li>
        <li>
          <Trans>the names and groups of your children and your relation to them;</Trans>
        </li>
        <li>
          <Trans>
            what you write and send: absence reports, answers to letters and events (with signatures), posts, comments
            and messages;
          </Trans>
        </li>
        <li>
          <Trans>technical data needed to run the service, such as the times of your sign-ins.</Trans>
        </li>
      </ul>
      <h2>
        <Trans>Why, and on which legal basis</Trans>
      </h2>
      <p>
        <Trans>
          The data is used for the communication between the kindergarten and families under the childcare contract
          (Art. 6(1)(b) GDPR) and the kindergarten's legal duties (Art. 6(1)(c) GDPR). Push notifications and machine
          translation are used only when you switch them on (Art. 6(1)(a) GDPR); you can switch them off at any time.
        </Trans>
      </p>
      <h2>
        <Trans>On your device</Trans>
      </h2>
      <p>
        <Trans>
          So that the app works without a connection, it keeps a copy of what you may see on this device. Signing out
          removes it. The app sets no advertising or tracking cookies; it stores your language choice in a cookie.
        </Trans>
      </p>
      <h2>
        <Trans>Recipients</Trans>
      </h2>
      <p>
        <Trans>
          Staff of your kindergarten see what is meant for them. If you switch on push notifications, a device token is
          sent to the push service of your browser's maker; if you switch on translation, the texts to translate are
          sent to the translation service. Nothing is sold or passed on for advertising.
        </Trans>
      </p>
      <h2>
        <Trans>How long</Trans>
      </h2>
      <p>
        <Trans>
          Your account is kept while your child attends the kindergarten. When you delete your account, your personal
          data is deleted; absence reports and signed answers are kept without your name for as long as the kindergarten
          must document them.
        </Trans>
      </p>
      <h2>
        <Trans>Your rights</Trans>
      </h2>
      <p>
        <Trans>
          You have the right to access, rectification, erasure, restriction of processing, data portability and
          objection, and to lodge a complaint with a data protection authority. In your profile you can download your
          data and delete your account yourself.
        </Trans>
      </p>
    </LegalPage>
  );
}
