/** Case- and accent-insensitive match of a name against what the user typed ("ayse" finds "Ayşe"). */
export function matchesSearch(name: string, search: string): boolean {
  const fold = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLocaleLowerCase();
  const wanted = fold(search.trim());
  return !wanted || fold(name).includes(wanted);
}

/** Up to two initials for an avatar ("Julia Becker" → "JB"). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words.at(-1)!] : words;
  return letters.map((word) => Array.from(word)[0]!.toLocaleUpperCase()).join('') || '?';
}

/**
 * Where the optimistic messages of a private conversation live until the server has created its room (with the first
 * message): a room id that is never sent. The send's answer brings the real room, and the message moves there.
 */
export const unsentPrivateRoomId = (partnerId: string) => `unsent-private:${partnerId}`;
