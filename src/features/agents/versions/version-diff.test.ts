import { describe, expect, it } from 'vitest';
import { agent } from '../agent-fixtures.testing';
import { versionDiff } from './version-diff';

describe('versionDiff', () => {
  it('names only the fields that changed, with their lines added and removed', () => {
    const live = structuredClone(agent);
    const draft = { ...live, global_prompt: `${live.global_prompt}\nAlways be brief.`, greeting: 'Hi!' };
    const diff = versionDiff(live, draft);
    expect(diff.map((field) => field.field)).toEqual(['greeting', 'global_prompt']);
    const prompt = diff.find((field) => field.field === 'global_prompt')?.lines ?? [];
    expect(prompt.filter((line) => line.kind === 'added').map((line) => line.text)).toEqual([
      'Always be brief.',
    ]);
    expect(prompt.some((line) => line.kind === 'removed')).toBe(false);
  });

  it('reads section items by their text, not their ids', () => {
    const live = structuredClone(agent);
    const draft = { ...live, rules: live.rules.map((rule) => ({ ...rule, id: 'aaaaaaaaaaaaaaaaaaaaaaaa' })) };
    expect(versionDiff(live, draft)).toEqual([]);
    const changed = { ...live, rules: [{ id: 'x', title: 'Be kind', content: 'Always.' }] };
    expect(versionDiff(live, changed).map((field) => field.field)).toEqual(['rules']);
  });

  it('shows every filled field as added when nothing is live yet', () => {
    const draft = structuredClone(agent);
    const diff = versionDiff(undefined, draft);
    expect(diff.length).toBeGreaterThan(3);
    expect(diff.every((field) => field.lines.every((line) => line.kind === 'added'))).toBe(true);
  });
});
