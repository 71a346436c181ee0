import { Trans, useLingui } from '@lingui/react/macro';
import { useLocale } from '../i18n/use-locale.ts';
import { LanguageIcon } from './icons.tsx';
import type { TranslatedItem } from '../db/use-content-translations.ts';
import './translation-note.css';

const displayNames = new Map<string, Intl.DisplayNames>();

/** The name of a detected language (a provider's code such as `de` or `zh`) in the UI language; undefined if unknown. */
export function languageName(code: string, locale: string): string | undefined {
  if (code === 'und') return undefined;
  try {
    let names = displayNames.get(locale);
    if (!names)
      displayNames.set(locale, (names = new Intl.DisplayNames([locale], { type: 'language', fallback: 'none' })));
    return names.of(code);
  } catch {
    return undefined;
  }
}

/**
 * The mark of a machine-translated item and its "Show original" / "Show translation" toggle, so the original is
 * always one tap away; or the note that the item is translated later. Nothing for an item shown as written.
 * `compact` (rows of a list): the icon and the toggle, the mark's words for screen readers and as a tooltip.
 */
export function TranslationNote({ item, compact = false }: { item: TranslatedItem; compact?: boolean }) {
  const { t } = useLingui();
  const locale = useLocale();
  const { view, showOriginal, toggle } = item;
  if (!view) return null;
  if (view.state === 'later') {
    return compact ? null : (
      <p className="translation-note" data-translation="later">
        <LanguageIcon size={16} />
        <Trans>Translation later (daily limit reached)</Trans>
      </p>
    );
  }
  const source = languageName(view.sourceLang, locale);
  const mark = showOriginal
    ? source
      ? t`Original in ${source}`
      : t`Original`
    : source
      ? t`Translated from ${source}`
      : t`Machine-translated`;
  return (
    <span
      className={compact ? 'translation-note translation-note--compact' : 'translation-note'}
      data-translation={showOriginal ? 'original' : 'translated'}
      data-source-lang={view.sourceLang}
      title={compact ? mark : undefined}
    >
      <LanguageIcon size={16} />
      <span className={compact ? 'visually-hidden' : 'translation-note__mark'}>{mark}</span>
      <button type="button" className="translation-note__toggle" onClick={toggle}>
        {showOriginal ? <Trans>Show translation</Trans> : <Trans>Show original</Trans>}
      </button>
    </span>
  );
}
