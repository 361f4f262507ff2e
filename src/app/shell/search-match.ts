export type SearchKind = 'screen' | 'agent' | 'contact';

export interface SearchItem {
  id: string;
  kind: SearchKind;
  label: string;
  keywords?: readonly string[];
}

export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

const kindOrder: Record<SearchKind, number> = { screen: 0, agent: 1, contact: 2 };

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
