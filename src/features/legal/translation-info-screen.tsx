import { Trans, useLingui } from '@lingui/react/macro';
import { LegalPage } from './legal-page.tsx';

/** `/translation-info` (spec §1): what machine translation does, with which data, and how to switch it off. */
export function TranslationInfoScreen() {
  const { t } = useLingui();
  return (
    <LegalPage title={t`About machine translation`} lead={<Trans>So that every family can read what the kindergarten writes.</Trans>}>
      <h2>
        <Trans>What it does</Trans>
      </h2>
      <p>
        <Trans>
          If you choose a translation language, posts, news, events and messages written in another language can be shown
          translated into it. The language of each text is detected automatically. The app's own buttons and menus are not
          machine-translated: they follow the app language you chose.
        </Trans>
      </p>
      <h2>
        <Trans>Which data is sent</Trans>
      </h2>
      <p>
        <Trans>
          Only the text to be translated is sent to the translation service, without your name, your e-mail address or
          your children's details. The translation service may not use it for other purposes.
        </Trans>
      </p>
      <h2>
        <Trans>Please keep in mind</Trans>
      </h2>
      <p>
        <Trans>
          Machine translations can be wrong, especially with names, dates and times. For anything important, such as a
          deadline or what your child needs to bring, check the original text or ask the kindergarten.
        </Trans>
      </p>
      <h2>
        <Trans>Switching it off</Trans>
      </h2>
      <p>
        <Trans>Choose "No translation" as your translation language in your profile, and nothing is sent any more.</Trans>
      </p>
    </LegalPage>
  );
}
