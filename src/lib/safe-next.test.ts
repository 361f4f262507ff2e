import { describe, expect, it } from 'vitest';
import { safeNext } from './safe-next';

describe('safeNext', () => {
  it.each([
    ['/calls?agentId=42', '/calls?agentId=42'],
    ['/agent/prompt_editor', '/agent/prompt_editor'],
    ['/dashboard#top', '/dashboard#top'],
  ])('keeps the same-origin path %s', (next, expected) => {
    expect(safeNext(next)).toBe(expected);
  });

  it.each([
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    '\\\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'evil.example/path',
    '',
    undefined,
    42,
  ])('lands %j on /dashboard', (next) => {
    expect(safeNext(next)).toBe('/dashboard');
  });
});
