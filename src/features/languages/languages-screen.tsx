import { Trans, useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import type { Locale } from '#contract/locales';
import { locales } from '#contract/locales';
import { localeNames } from '../../i18n/locale-names.ts';
import { useSession } from '../../db/use-session.ts';
import { areaLabels } from '../../i18n/area-labels.ts';
import { switchLocale } from '../../i18n/switch-locale.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { AppBar } from '../../ui/app-bar.tsx';
import { BackButton } from '../../ui/back-button.tsx';
import { Card } from '../../ui/card.tsx';
import { CheckIcon } from '../../ui/control-icons.tsx';
import { List, ListItem, ListRowContent } from '../../ui/list.tsx';
import { Page } from '../../ui/page.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { saveLanguage } from './save-language.ts';

/** `/languages`: for visitors and signed-in users alike; each language is named in itself. */
export function LanguagesScreen() {
  const { i18n } = useLingui();
  const router = useRouter();
  const current = useLocale();
  const session = useSession();
  const [pending, setPending] = useState<Locale | null>(null);
  const [switched, setSwitched] = useState(false);
  const title = i18n._(areaLabels.language);
  useDocumentTitle(title);

  async function choose(locale: Locale) {
    if (locale === current || pending) return;
    setPending(locale);
    try {
      await switchLocale(router, locale);
      setSwitched(true);
      // After the switch, so the server answers in the new language. Offline, the next sync cycle tells the server.
      if (session.status === 'signed-in') await saveLanguage(locale).catch(() => undefined);
    } finally {
      setPending(null);
    }
  }

  return (
    <>
      <AppBar start={<BackButton toStart={switched} />} title={<span>{title}</span>} />
      <Page title={title} lead={<Trans>Choose the language of the app.</Trans>}>
        <Card flush>
          <List>
            {locales.map((locale) => (
              <ListItem key={locale}>
                <button
                  type="button"
                  className="list__row"
                  lang={locale}
                  aria-current={locale === current ? 'true' : undefined}
                  onClick={() => void choose(locale)}
                >
                  <ListRowContent
                    primary={localeNames[locale]}
                    end={
                      pending === locale ? (
                        <Spinner size={20} />
                      ) : locale === current ? (
                        <CheckIcon size={22} className="list__check" />
                      ) : undefined
                    }
                  />
                </button>
              </ListItem>
            ))}
          </List>
        </Card>
      </Page>
    </>
  );
}
