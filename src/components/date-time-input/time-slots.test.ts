import { describe, expect, it } from 'vitest';
import { DEFAULT_TIME_INTERVAL, formatTime, isTime, timeSlots } from './time-slots';

describe('time slots', () => {
  it('are half hours by default: 48 of them from midnight', () => {
    expect(DEFAULT_TIME_INTERVAL).toBe(30);
    const slots = timeSlots();
    expect(slots).toHaveLength(48);
    expect(slots.slice(0, 3)).toEqual(['00:00', '00:30', '01:00']);
    expect(slots.at(-1)).toBe('23:30');
  });

  it('follow another step', () => {
    expect(timeSlots(15)).toHaveLength(96);
    expect(timeSlots(45).slice(0, 3)).toEqual(['00:00', '00:45', '01:30']);
    expect(timeSlots(60).at(-1)).toBe('23:00');
  });

  it('fall back to the default for a step that makes no sense', () => {
    expect(timeSlots(0)).toHaveLength(48);
    expect(timeSlots(-15)).toHaveLength(48);
    expect(timeSlots(7.5)).toHaveLength(48);
  });

  it('show as the locale reads a time', () => {
    // The space before AM differs between ICU versions (a narrow no-break space in newer ones).
    expect(formatTime('09:30', 'en-US')).toMatch(/^9:30\s?AM$/u);
    expect(formatTime('13:00', 'es')).toBe('13:00');
    expect(formatTime('nonsense', 'en-US')).toBe('nonsense');
  });

  it('are recognised as HH:mm', () => {
    expect(isTime('00:00')).toBe(true);
    expect(isTime('23:59')).toBe(true);
    expect(isTime('24:00')).toBe(false);
    expect(isTime('9:30')).toBe(false);
  });
});
