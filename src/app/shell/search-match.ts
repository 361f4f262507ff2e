/**
 * What the header search finds: screens, agents and contacts, matched by name. Pure, so that the
 * matching rules are tested apart from the combobox.
 */
export type SearchKind = 'screen' | 'agent' | 'contact';

export interface SearchItem {
  /** Unique among all items (also the option's id suffix). */
  id: string;
  kind: SearchKind;
  label: string;
  /** Other names the item answers to (e.g. the menu's name of a screen). */
  keywords?: readonly string[];
}

/** Lower case, accents removed, inner spaces collapsed: "  Vóice   Library " gives "voice library". */
export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

const kindOrder: Record<SearchKind, number> = { screen: 0, agent: 1, contact: 2 };

/** 0: a name starts with the query; 1: a word of a name does; 2: every query word is somewhere in a name. */
function rank(names: readonly string[], query: string): number | undefined {
  const words = query.split(' ');
  let best: number | undefined;
  for (const name of names) {
    let score: number | undefined;
    if (name.startsWith(query)) score = 0;
    else if (name.split(' ').some((word) => word.startsWith(query))) score = 1;
    else if (words.every((word) => name.includes(word))) score = 2;
    if (score !== undefined && (best === undefined || score < best)) best = score;
  }
  return best;
}

/**
 * The items whose name (or a keyword) matches the query, best first: by how well the name matches,
 * then screens before agents before contacts, then alphabetically. A blank query finds nothing.
 */
export function matchItems<T extends SearchItem>(query: string, items: readonly T[], limit = 8): T[] {
  const wanted = normalizeText(query);
  if (wanted === '') return [];
  return items
    .map((item) => ({
      item,
      score: rank([item.label, ...(item.keywords ?? [])].map(normalizeText), wanted),
    }))
    .filter((entry): entry is { item: T; score: number } => entry.score !== undefined)
    .sort(
      (a, b) =>
        a.score - b.score ||
        kindOrder[a.item.kind] - kindOrder[b.item.kind] ||
        a.item.label.localeCompare(b.item.label),
    )
    .slice(0, limit)
    .map((entry) => entry.item);
}

/** The option to highlight after an arrow key, wrapping around; -1 when there is none. */
export function moveActive(
  active: number,
  count: number,
  key: 'ArrowDown' | 'ArrowUp' | 'Home' | 'End',
): number {
  if (count === 0) return -1;
  switch (key) {
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    case 'ArrowDown':
      return active < 0 ? 0 : (active + 1) % count;
    case 'ArrowUp':
      return active <= 0 ? count - 1 : active - 1;
  }
}
