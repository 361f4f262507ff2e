// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { diffCounts, lineDiff } from './line-diff';

describe('lineDiff', () => {
  it('keeps equal texts unchanged line by line', () => {
    expect(lineDiff('a\nb', 'a\nb')).toEqual([
      { kind: 'unchanged', text: 'a' },
      { kind: 'unchanged', text: 'b' },
    ]);
  });

  it('shows everything as added when there was no prompt', () => {
    expect(lineDiff('', 'one\ntwo')).toEqual([
      { kind: 'added', text: 'one' },
      { kind: 'added', text: 'two' },
    ]);
  });

  it('shows everything as removed when the new prompt is empty', () => {
    expect(lineDiff('one', '')).toEqual([{ kind: 'removed', text: 'one' }]);
  });

  it('marks a changed line as removed then added, around the lines both keep', () => {
    expect(lineDiff('intro\nold rule\nend', 'intro\nnew rule\nend')).toEqual([
      { kind: 'unchanged', text: 'intro' },
      { kind: 'removed', text: 'old rule' },
      { kind: 'added', text: 'new rule' },
      { kind: 'unchanged', text: 'end' },
    ]);
  });

  it('finds lines inserted and deleted in the middle', () => {
    const lines = lineDiff('a\nb\nc\nd', 'a\nc\nx\nd');
    expect(lines.map((line) => `${line.kind[0]}${line.text}`)).toEqual(['ua', 'rb', 'uc', 'ax', 'ud']);
  });

  it('keeps blank lines and reads Windows line ends', () => {
    expect(lineDiff('a\r\n\r\nb', 'a\n\nb').every((line) => line.kind === 'unchanged')).toBe(true);
    expect(lineDiff('a\r\n\r\nb', 'a\n\nb')).toHaveLength(3);
  });

  it('counts each kind', () => {
    expect(diffCounts(lineDiff('a\nb', 'b\nc\nd'))).toEqual({ added: 2, removed: 1, unchanged: 1 });
  });
});
