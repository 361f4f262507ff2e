import { describe, expect, it } from 'vitest';
import { safeNext } from './safe-next';

describe('safeNext', () => {
  it.each([
    ['/calls?agentId=42', '/calls?agentId=42'],
    ['/calls?agentId=7', '/calls?agentId=7'],
    ['/agent/prompt_editor', '/agent/prompt_editor'],
    ['/dashboard#top', '/dashboard#top'],
    ['/calls?q=Jos%C3%A9%20Garc%C3%ADa', '/calls?q=Jos%C3%A9%20Garc%C3%ADa'],
    ['/agent/../calls', '/calls'],
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

  // Each passes a check of the raw text; normalising or decoding turns it into "//evil.com".
  it.each([
    '/.//evil.com',
    '/..//evil.com',
    '/%2e//evil.com',
    '/%2e%2e//evil.com',
    '/./\\evil.com',
    '/a/../..//evil.com',
    '/%5Cevil',
    '/%5C%5Cevil.com',
    '/%2F%2Fevil.com',
    '/%2Fevil.com',
    '/%09/evil.com',
    '/%E2%80%8B/evil.com',
  ])('does not let the normalised %j leave the origin', (next) => {
    expect(safeNext(next)).toBe('/dashboard');
    expect(safeNext(safeNext(next, ''), '')).toBe('');
  });

  it.each(['%2F%2Fevil.com', '%2Fcalls', '%5C%5Cevil.com'])('refuses the still-encoded %j', (next) => {
    expect(safeNext(next)).toBe('/dashboard');
  });

  it('refuses an over-long value, raw or once encoded', () => {
    expect(safeNext(`/${'a'.repeat(2047)}`)).toBe(`/${'a'.repeat(2047)}`);
    expect(safeNext(`/${'a'.repeat(2048)}`)).toBe('/dashboard');
    expect(safeNext(`/${'a'.repeat(100_000)}`)).toBe('/dashboard');
    // 700 characters that each become 6 when encoded.
    expect(safeNext(`/${'é'.repeat(700)}`)).toBe('/dashboard');
  });

  it.each([
    '/\u3000/evil.com',
    '/\u00a0/evil.com',
    '\u00a0//evil.com',
    ' //evil.com',
    '/\u2028/evil.com',
    '/\u2029/evil.com',
    '/\u200b/evil.com',
    '/\ufeff/evil.com',
    '/\u202e/evil.com',
    '/\u0085/evil.com',
    '/calls?q=a\u2003b',
  ])('refuses Unicode spaces and invisible characters in %j', (next) => {
    expect(safeNext(next)).toBe('/dashboard');
  });

  it('gives the fallback asked for', () => {
    expect(safeNext('/.//evil.com', '')).toBe('');
  });
});
