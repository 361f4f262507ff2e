export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  if (items.length === 0) return next;
  const source = clamp(from, items.length);
  const target = clamp(to, items.length);
  if (source === target) return next;
  const [moved] = next.splice(source, 1) as [T];
  next.splice(target, 0, moved);
  return next;
}

const clamp = (index: number, length: number): number =>
  Math.min(Math.max(Number.isFinite(index) ? Math.trunc(index) : 0, 0), length - 1);

export function moveId(ids: readonly string[], id: string, to: number): string[] {
  const from = ids.indexOf(id);
  return from === -1 ? [...ids] : moveItem(ids, from, to);
}

export const sameOrder = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((id, index) => id === b[index]);

export function inOrder<T extends { id: string }>(items: readonly T[], ids: readonly string[]): T[] {
  const rank = new Map(ids.map((id, index) => [id, index]));
  return [...items].sort(
    (a, b) => (rank.get(a.id) ?? Number.MAX_SAFE_INTEGER) - (rank.get(b.id) ?? Number.MAX_SAFE_INTEGER),
  );
}

export interface KeyboardDrag {
  id: string;
  original: readonly string[];
}

export type DragEvent =
  | { type: 'pickup'; id: string; position: number }
  | { type: 'move'; id: string; position: number }
  | { type: 'drop'; id: string; position: number; changed: boolean }
  | { type: 'cancel'; id: string; position: number };

export interface KeyResult {
  drag: KeyboardDrag | null;
  order: string[];
  event: DragEvent | null;
  handled: boolean;
}

export function dragKey(
  drag: KeyboardDrag | null,
  order: readonly string[],
  id: string,
  key: string,
): KeyResult {
  const position = (ids: readonly string[]) => ids.indexOf(id) + 1;
  const unchanged: KeyResult = { drag, order: [...order], event: null, handled: false };
  if (!order.includes(id)) return unchanged;
  if (!drag || drag.id !== id) {
    if (key !== ' ' && key !== 'Enter') return unchanged;
    return {
      drag: { id, original: [...order] },
      order: [...order],
      event: { type: 'pickup', id, position: position(order) },
      handled: true,
    };
  }
  const index = order.indexOf(id);
  const moves: Record<string, number> = {
    ArrowUp: index - 1,
    ArrowLeft: index - 1,
    ArrowDown: index + 1,
    ArrowRight: index + 1,
    Home: 0,
    End: order.length - 1,
  };
  if (key in moves) {
    const next = moveItem(order, index, moves[key] ?? index);
    return { drag, order: next, event: { type: 'move', id, position: position(next) }, handled: true };
  }
  if (key === ' ' || key === 'Enter') {
    return {
      drag: null,
      order: [...order],
      event: { type: 'drop', id, position: position(order), changed: !sameOrder(order, drag.original) },
      handled: true,
    };
  }
  if (key === 'Escape') {
    return {
      drag: null,
      order: [...drag.original],
      event: { type: 'cancel', id, position: position(drag.original) },
      handled: true,
    };
  }
  // Tab and the rest keep their meaning (the item stays picked up until dropped or cancelled).
  return unchanged;
}
