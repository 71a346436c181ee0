import { Trans, useLingui } from '@lingui/react/macro';
import { translationProviderNames } from '../../api/translation-offer.ts';
import { useTranslationInfo, type TranslationInfoState } from '../../api/use-translation-info.ts';
import { LegalPage } from './legal-page.tsx';

/** Which service receives which texts, as this server is set up (GET /api/translation/info). */
function ProviderSection({ state }: { state: TranslationInfoState }) {
  const { i18n } = useLingui();
  if (state.status === 'loading') return null;
  if (state.status === 'unavailable') {
    return (
      <p data-provider="unknown">
        <Trans>
          You are offline, so this page cannot say which translation service this app uses. It shows here once you are
          online.
        </Trans>
      </p>
    );
  }
  const { provider, service_host: host, daily_character_budget: budget } = state.info;
  if (provider === 'none') {
    return (
      <p data-provider="none">
        <Trans>
          Machine translation is not set up in this app: every text is shown as it was written, and no text is sent to a
          translation service.
        </Trans>
      </p>
    );
  }
  const name = translationProviderNames[provider];
  return (
    <>
      <p data-provider={provider}>
        {host ? (
          <Trans>
            The texts are sent to {name} at {host}.
          </Trans>
        ) : (
          <Trans>The texts are sent to {name}.</Trans>
        )}{' '}
        <Trans>
          These are the texts of blackboard posts and their comments, of news and events (title, text, place, and the
          questions with their answer options), chat messages and the meal menu, each translated once into the languages
          the families chose.
        </Trans>
      </p>
      {budget !== null && (
        <p>
          <Trans>
            At most {i18n.number(budget)} characters a day are sent for each kindergarten. Beyond that, texts are shown
            in the original and translated on a later day.
          </Trans>
        </p>
      )}
    </>
  );
}

/** `/translation-info`: what machine translation does, with which data, and how to switch it off. */
export function TranslationInfoScreen() {
  const { t } = useLingui();
  const info = useTranslationInfo();
  return (
    <LegalPage
      title={t`About machine translation`}
      lead={<Trans>So that every family can read what the kindergarten writes.</Trans>}
    >
      <h2>
        <Trans>What it does</Trans>
      </h2>
      <p>
        <Trans>
          If you choose a translation language, posts, news, events and messages written in another language can be
          shown translated into it. The language of each text is detected automatically. The app's own buttons and menus
          are not machine-translated: they follow the app language you chose.
        </Trans>
      </p>
      <h2>
        <Trans>Where the texts go</Trans>
      </h2>
      <ProviderSection state={info} />
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
        <Trans>
          Choose "No translation" as your translation language in your profile, and nothing is sent any more.
        </Trans>
      </p>
    </LegalPage>
  );
}
