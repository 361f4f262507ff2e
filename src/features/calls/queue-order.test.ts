import { describe, expect, it } from 'vitest';
import { dragKey, inOrder, moveId, moveItem, sameOrder, type KeyboardDrag } from './queue-order';

describe('moveItem', () => {
  it('moves an item down and up without touching the input', () => {
    const list = ['a', 'b', 'c', 'd'];
    expect(moveItem(list, 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(list, 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moveItem(list, 1, 1)).toEqual(list);
    expect(list).toEqual(['a', 'b', 'c', 'd']);
  });

  it('clamps indexes outside the list', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 99)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, -5)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b'], Number.NaN, 1)).toEqual(['b', 'a']);
    expect(moveItem([], 0, 1)).toEqual([]);
  });
});

describe('moveId, sameOrder and inOrder', () => {
  it('moves by id and ignores unknown ids', () => {
    expect(moveId(['a', 'b', 'c'], 'c', 0)).toEqual(['c', 'a', 'b']);
    expect(moveId(['a', 'b'], 'x', 0)).toEqual(['a', 'b']);
  });

  it('compares orders', () => {
    expect(sameOrder(['a', 'b'], ['a', 'b'])).toBe(true);
    expect(sameOrder(['a', 'b'], ['b', 'a'])).toBe(false);
    expect(sameOrder(['a'], ['a', 'b'])).toBe(false);
  });

  it('sorts items by a list of ids, unknown ones last', () => {
    const items = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    expect(inOrder(items, ['c', 'a']).map((item) => item.id)).toEqual(['c', 'a', 'b']);
  });
});

describe('dragKey (keyboard reordering)', () => {
  const order = ['a', 'b', 'c'];

  it('picks up with Space or Enter only', () => {
    expect(dragKey(null, order, 'b', 'ArrowUp')).toMatchObject({ drag: null, handled: false, event: null });
    const picked = dragKey(null, order, 'b', ' ');
    expect(picked).toMatchObject({
      drag: { id: 'b', original: order },
      order,
      handled: true,
      event: { type: 'pickup', id: 'b', position: 2 },
    });
    expect(dragKey(null, order, 'b', 'Enter').event?.type).toBe('pickup');
  });

  it('moves with the arrows, Home and End, staying inside the list', () => {
    const drag: KeyboardDrag = { id: 'b', original: order };
    expect(dragKey(drag, order, 'b', 'ArrowUp')).toMatchObject({
      order: ['b', 'a', 'c'],
      event: { type: 'move', position: 1 },
    });
    expect(dragKey(drag, order, 'b', 'ArrowDown').order).toEqual(['a', 'c', 'b']);
    expect(dragKey(drag, ['b', 'a', 'c'], 'b', 'ArrowUp').order).toEqual(['b', 'a', 'c']);
    expect(dragKey(drag, order, 'b', 'End')).toMatchObject({
      order: ['a', 'c', 'b'],
      event: { position: 3 },
    });
    expect(dragKey(drag, order, 'b', 'Home').order).toEqual(['b', 'a', 'c']);
  });

  it('drops with Space and says whether the order changed', () => {
    const drag: KeyboardDrag = { id: 'b', original: order };
    expect(dragKey(drag, ['b', 'a', 'c'], 'b', ' ')).toMatchObject({
      drag: null,
      order: ['b', 'a', 'c'],
      event: { type: 'drop', position: 1, changed: true },
    });
    expect(dragKey(drag, order, 'b', 'Enter').event).toMatchObject({ type: 'drop', changed: false });
  });

  it('cancels with Escape, back to the order before the pick-up', () => {
    const drag: KeyboardDrag = { id: 'b', original: order };
    expect(dragKey(drag, ['a', 'c', 'b'], 'b', 'Escape')).toMatchObject({
      drag: null,
      order,
      event: { type: 'cancel', position: 2 },
      handled: true,
    });
  });

  it('leaves other keys alone and ignores ids not in the list', () => {
    const drag: KeyboardDrag = { id: 'b', original: order };
    expect(dragKey(drag, order, 'b', 'Tab')).toMatchObject({ drag, handled: false });
    expect(dragKey(null, order, 'zz', ' ')).toMatchObject({ drag: null, handled: false });
  });

  it('a Space on another handle picks that one up instead', () => {
    const drag: KeyboardDrag = { id: 'b', original: order };
    expect(dragKey(drag, order, 'c', ' ')).toMatchObject({ drag: { id: 'c' }, event: { type: 'pickup' } });
  });
});
