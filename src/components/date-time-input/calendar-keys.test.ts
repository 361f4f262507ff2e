import { describe, expect, it } from 'vitest';
import { moveByKey } from './calendar-keys';

describe('keys of the calendar grid', () => {
  const day = '2026-11-25'; // a Wednesday

  it('move by a day or a week with the arrows', () => {
    expect(moveByKey('ArrowLeft', false, day)).toBe('2026-11-24');
    expect(moveByKey('ArrowRight', false, day)).toBe('2026-11-26');
    expect(moveByKey('ArrowUp', false, day)).toBe('2026-11-18');
    expect(moveByKey('ArrowDown', false, day)).toBe('2026-12-02');
  });

  it('go to the ends of the week with Home and End', () => {
    expect(moveByKey('Home', false, day)).toBe('2026-11-22');
    expect(moveByKey('End', false, day)).toBe('2026-11-28');
    expect(moveByKey('Home', false, day, 1)).toBe('2026-11-23');
  });

  it('move by a month with Page Up and Page Down, by a year with Shift', () => {
    expect(moveByKey('PageUp', false, '2026-03-31')).toBe('2026-02-28');
    expect(moveByKey('PageDown', false, day)).toBe('2026-12-25');
    expect(moveByKey('PageUp', true, day)).toBe('2025-11-25');
    expect(moveByKey('PageDown', true, day)).toBe('2027-11-25');
  });

  it('ignore other keys', () => {
    expect(moveByKey('a', false, day)).toBeNull();
    expect(moveByKey('Enter', false, day)).toBeNull();
  });
});
