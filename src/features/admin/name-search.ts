/** A name as a search compares it: without accents and case (so "jose" finds "José", "OZ" finds "Öz"). */
export function searchKey(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/ß/g, 'ss').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Whether every word of `query` starts a word of, or occurs in, `name`; an empty query matches all. */
export function nameMatches(name: string, query: string): boolean {
  const words = searchKey(query).split(' ').filter(Boolean);
  const key = searchKey(name);
  return words.every((word) => key.includes(word));
}

type Pickable = { id: string; first_name: string; last_name: string; group_id: string | null };

/**
 * The children the invite form lists: those matching the group (`''` all, `'none'` without group) and the search,
 * plus every ticked one, so a choice never disappears from view while the admin narrows the list.
 */
export function pickableChildren<T extends Pickable>(
  children: T[],
  filter: { group: string; query: string },
  ticked: readonly string[],
): T[] {
  return children.filter((child) => {
    if (ticked.includes(child.id)) return true;
    const inGroup =
      filter.group === '' || (filter.group === 'none' ? child.group_id === null : child.group_id === filter.group);
    return inGroup && nameMatches(`${child.first_name} ${child.last_name}`, filter.query);
  });
}
