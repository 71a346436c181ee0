/** A word of a text and where it starts, so a snippet can mark it in the text as written. */
export interface SearchWord {
  word: string;
  start: number;
}

// Letters and digits of any script, with the combining marks that belong to them; everything else separates words.
const wordPattern = /[\p{L}\p{N}][\p{L}\p{N}\p{M}]*/gu;
const combiningMarks = /\p{M}/gu;

export function searchWordsOf(text: string): SearchWord[] {
  return [...text.matchAll(wordPattern)].map((match) => ({ word: match[0], start: match.index }));
}

/** The words of a text as the index and the query see them. */
export function searchTermsOf(text: string): string[] {
  return text.match(wordPattern) ?? [];
}

/**
 * One spelling per word for all twelve languages: lower case without accents, so `Müller` is found as `muller`,
 * `ΣΤΑΘΜΌΣ` as `σταθμοσ` and `Işık` as `isik`. Locale-free on purpose: a Turkish parent searching a German post (or
 * the reverse) must meet the same folding, so the Turkish I/ı and İ/i pairs all fold to `i`, German ß to `ss`, Greek
 * final ς to σ; marks go after canonical decomposition (é, ü, ş, й, ё, ΐ).
 */
export function foldSearchText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(combiningMarks, '')
    .replace(/ı/g, 'i')
    .replace(/ß/g, 'ss')
    .replace(/ς/g, 'σ');
}
