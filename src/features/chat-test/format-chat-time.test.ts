import { describe, expect, it } from 'vitest';
import { formatChatTime } from './format-chat-time';

describe('formatChatTime', () => {
  it('writes the hour and minutes in the given language', () => {
    const at = new Date(2026, 10, 21, 19, 5).toISOString();
    expect(formatChatTime(at, 'en')).toMatch(/^7:05\sPM$/);
    expect(formatChatTime(at, 'es')).toMatch(/^19:05$/);
  });

  it('is empty for a timestamp that is not a date', () => {
    expect(formatChatTime('not a date', 'en')).toBe('');
  });

  it('falls back to English for a language Intl does not know', () => {
    const at = new Date(2026, 10, 21, 9, 30).toISOString();
    expect(formatChatTime(at, 'not a language tag!')).toMatch(/^9:30\sAM$/);
  });
});
