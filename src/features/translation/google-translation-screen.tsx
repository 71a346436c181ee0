import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { Locale } from '#contract/locales';
import { locales } from '#contract/locales';
import { mayChooseTranslationLanguage } from '../../api/translation-offer.ts';
import { useTranslationOffer } from '../../api/use-translation-info.ts';
import { localeNames } from '../../i18n/locale-names.ts';
import { useSession } from '../../db/use-session.ts';
import { AppBar } from '../../ui/app-bar.tsx';
import { BackButton } from '../../ui/back-button.tsx';
import { Card } from '../../ui/card.tsx';
import { CheckIcon } from '../../ui/control-icons.tsx';
import { List, ListItem, ListRowContent } from '../../ui/list.tsx';
import { Page } from '../../ui/page.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { saveTranslationLanguage } from './save-translation-language.ts';

type Choice = Locale | null;

/** `/google-translation`: the language posts, news, events and messages are translated into, or none. */
export function GoogleTranslationScreen() {
  const { t } = useLingui();
  const session = useSession();
  const [pending, setPending] = useState<Choice | undefined>(undefined);
  const title = t`Translation language`;
  useDocumentTitle(title);
  const current = session.status === 'signed-in' ? session.user.google_translation_language : undefined;
  const offer = useTranslationOffer();
  const open = mayChooseTranslationLanguage(offer);
  const providerName = offer.kind === 'offered' ? offer.providerName : null;

  async function choose(choice: Choice) {
    if (!open || choice === current || pending !== undefined) return;
    setPending(choice);
    // On success the page reloads; on failure the api client has said why.
    await saveTranslationLanguage(choice).catch(() => setPending(undefined));
  }

  const row = (choice: Choice, label: string, lang?: string) => (
    <ListItem key={choice ?? 'none'}>
      <button
        type="button"
        className="list__row"
        lang={lang}
        data-choice={choice ?? 'none'}
        aria-current={choice === current ? 'true' : undefined}
        disabled={!open}
        aria-describedby={open ? undefined : 'translation-not-offered'}
        onClick={() => void choose(choice)}
      >
        <ListRowContent
          primary={label}
          end={
            pending === choice ? (
              <Spinner size={20} />
            ) : choice === current ? (
              <CheckIcon size={22} className="list__check" />
            ) : undefined
          }
        />
      </button>
    </ListItem>
  );

  return (
    <>
      <AppBar start={<BackButton />} title={<span>{title}</span>} />
      <Page
        title={title}
        lead={
          offer.kind === 'not-offered' ? (
            <span id="translation-not-offered" data-translation-offer="none">
              <Trans>
                Your kindergarten does not offer machine translation. Every text is shown as it was written, so no
                translation language can be chosen here. Once the kindergarten sets up a translation service, you can
                choose one.
              </Trans>
            </span>
          ) : (
            <>
              <Trans>
                The language you choose is the language content is translated into: blackboard posts and comments, news,
                events, chat messages and the meal menu are shown machine-translated into it, marked, with the original
                one tap away. The app's own texts follow the app language.
              </Trans>
              {providerName && (
                <>
                  {' '}
                  <span data-translation-offer="offered">
                    <Trans>Your kindergarten has the texts translated by {providerName}.</Trans>
                  </span>
                </>
              )}
            </>
          )
        }
      >
        <Card flush>
          <List>
            {row(null, t`No translation`)}
            {locales.map((locale) => row(locale, localeNames[locale], locale))}
          </List>
        </Card>
        <p className="text-muted translation-more">
          <Link to="/translation-info">
            <Trans>What machine translation does with your texts</Trans>
          </Link>
        </p>
      </Page>
    </>
  );
}
