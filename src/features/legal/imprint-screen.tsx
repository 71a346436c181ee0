import { Trans, useLingui } from '@lingui/react/macro';
import { LegalPage } from './legal-page.tsx';

/** `/imprint`: the kindergarten's legal notice; until it has one, who answers for the app and how to reach them. */
export function ImprintScreen() {
  const { t } = useLingui();
  return (
    <LegalPage title={t`Imprint`} textKey="imprint" lead={<Trans>Legal notice of the operator of this app.</Trans>}>
      <h2>
        <Trans>Operator</Trans>
      </h2>
      <p>
        <Trans>
          This app is run by the provider of your kindergarten (its operator, e.g. a municipality, a church parish or an
          association). The operator's name, address, representative and register entry appear here as soon as the
          kindergarten has entered them; signed in, you see the details of your own kindergarten.
        </Trans>
      </p>
      <h2>
        <Trans>Contact</Trans>
      </h2>
      <p>
        <Trans>
          For questions about the app, please contact your kindergarten first; its address, phone number and e-mail
          address are on its contact page in the app.
        </Trans>
      </p>
      <h2>
        <Trans>Responsible for the content</Trans>
      </h2>
      <p>
        <Trans>
          The kindergarten is responsible for what it publishes (news, events, meal menu). Posts, comments and messages
          by parents reflect the opinion of their authors.
        </Trans>
      </p>
      <h2>
        <Trans>Liability</Trans>
      </h2>
      <p>
        <Trans>
          We prepare the contents of this app with care but cannot guarantee that they are complete, correct and up to
          date. Links to other websites lead to content for which their providers are responsible.
        </Trans>
      </p>
    </LegalPage>
  );
}
