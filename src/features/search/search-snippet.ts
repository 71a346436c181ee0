import { foldSearchText, searchWordsOf } from './search-text.ts';

/** A piece of a snippet: text shown as text (never markup), marked when it is a word that matched. */
export interface SnippetPart {
  text: string;
  mark: boolean;
}

const before = 40;

/**
 * `text` cut to about `length` characters around its first matched word, split into marked and unmarked parts.
 * `matched` holds folded words (`foldSearchText`), as the index matched them. Null when no word of `text` matched.
 */
export function snippetOf(text: string, matched: ReadonlySet<string>, length = 160): SnippetPart[] | null {
  const words = searchWordsOf(text).filter(({ word }) => matched.has(foldSearchText(word)));
  const first = words[0];
  if (!first) return null;
  const start = first.start <= before ? 0 : text.lastIndexOf(' ', first.start - before) + 1 || first.start - before;
  const cut = start + length >= text.length ? text.length : text.lastIndexOf(' ', start + length);
  const end = cut > first.start ? cut : Math.min(text.length, start + length);
  const parts: SnippetPart[] = start > 0 ? [{ text: '…', mark: false }] : [];
  let at = start;
  for (const { word, start: wordStart } of words) {
    if (wordStart >= end) break;
    if (wordStart > at) parts.push({ text: text.slice(at, wordStart), mark: false });
    parts.push({ text: word, mark: true });
    at = wordStart + word.length;
  }
  if (end > at) parts.push({ text: text.slice(at, end), mark: false });
  if (end < text.length) parts.push({ text: '…', mark: false });
  return parts;
}

/** The beginning of a text, unmarked: what a hit shows when its match is elsewhere (its title). */
export function openingOf(text: string, length = 160): SnippetPart[] {
  const cut = text.length <= length ? text.length : text.lastIndexOf(' ', length);
  const end = cut > 0 ? cut : Math.min(text.length, length);
  return end < text.length
    ? [
        { text: text.slice(0, end), mark: false },
        { text: '…', mark: false },
      ]
    : [{ text, mark: false }];
}
