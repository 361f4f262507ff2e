import { describe, expect, it } from 'vitest';
import type { components } from '@/api/schema.gen';
import { agent } from '../agent-fixtures.testing';
import { versionDiff } from './version-diff';

type AgentFunction = components['schemas']['AgentFunction'];

const transfer = {
  id: '6650a1f2c3d4e5f6cccc0003',
  agentId: agent.id,
  type: 3 as const,
  name: 'transfer_to_front_desk',
  description: 'Hand the call to the front desk.',
  transfer_number: '+14155550123',
  createdAt: '2026-11-01T10:00:00Z',
  updatedAt: '2026-11-01T10:00:00Z',
} satisfies AgentFunction;

describe('versionDiff', () => {
  it('names only the fields that changed, with their lines added and removed', () => {
    const live = structuredClone(agent);
    const draft = { ...live, global_prompt: `${live.global_prompt}\nAlways be brief.`, greeting: 'Hi!' };
    const diff = versionDiff({ agent: live }, { agent: draft });
    expect(diff.map((field) => field.field)).toEqual(['greeting', 'global_prompt']);
    const prompt = diff.find((field) => field.field === 'global_prompt')?.lines ?? [];
    expect(prompt.filter((line) => line.kind === 'added').map((line) => line.text)).toEqual([
      'Always be brief.',
    ]);
    expect(prompt.some((line) => line.kind === 'removed')).toBe(false);
  });

  it('shows a phone number as dialled, and as nothing when there is none', () => {
    const live = { ...structuredClone(agent), inboundNumber: 'ffff0001' };
    const dialled = (id: string) => ({ ffff0001: '+14155550123', ffff0002: '+14155550124' })[id] ?? id;
    const moved = versionDiff({ agent: live }, { agent: { ...live, inboundNumber: 'ffff0002' } }, dialled);
    expect(moved).toEqual([
      {
        field: 'inboundNumber',
        lines: [
          { kind: 'removed', text: '+14155550123' },
          { kind: 'added', text: '+14155550124' },
        ],
      },
    ]);
    const cleared = versionDiff({ agent: live }, { agent: { ...live, inboundNumber: null } }, dialled);
    expect(cleared[0]?.lines).toEqual([{ kind: 'removed', text: '+14155550123' }]);
  });

  it('shows a post-call analysis field added as its lines, and says nothing where one side has none', () => {
    const live = structuredClone(agent);
    const settings = {
      summaryInstruction: 'Two sentences.',
      success: { kind: 'pass_fail' as const, instruction: 'Booked.' },
      fields: [],
      redaction: { names: false, phoneNumbers: true, cardNumbers: false },
    };
    const field = {
      name: 'treatment',
      type: 'option' as const,
      description: 'What they asked for.',
      options: ['cleaning', 'whitening'],
    };
    const diff = versionDiff(
      { agent: live, analysis: settings },
      { agent: live, analysis: { ...settings, fields: [field] } },
    );
    expect(diff.map((d) => d.field)).toEqual(['analysis']);
    expect(diff[0]?.lines.filter((line) => line.kind !== 'unchanged')).toEqual([
      { kind: 'added', text: 'field treatment (option): What they asked for.' },
      { kind: 'added', text: '  options: cleaning, whitening' },
    ]);
    expect(versionDiff({ agent: live }, { agent: live, analysis: settings })).toEqual([]);
  });

  it('reads section items by their text, not their ids', () => {
    const live = structuredClone(agent);
    const draft = { ...live, rules: live.rules.map((rule) => ({ ...rule, id: 'aaaaaaaaaaaaaaaaaaaaaaaa' })) };
    expect(versionDiff({ agent: live }, { agent: draft })).toEqual([]);
    const changed = { ...live, rules: [{ id: 'x', title: 'Be kind', content: 'Always.' }] };
    expect(versionDiff({ agent: live }, { agent: changed }).map((field) => field.field)).toEqual(['rules']);
  });

  it('shows every filled field as added when nothing is live yet', () => {
    const draft = structuredClone(agent);
    const diff = versionDiff(undefined, { agent: draft, functions: [transfer], knowledge: [] });
    expect(diff.length).toBeGreaterThan(3);
    expect(diff.map((field) => field.field)).toContain('functions');
    expect(diff.every((field) => field.lines.every((line) => line.kind === 'added'))).toBe(true);
  });

  it('shows a function setting changed as its own line, and a file added by its name', () => {
    const moved = { ...transfer, transfer_number: '+14155550199', updatedAt: '2026-11-02T10:00:00Z' };
    const file = {
      id: '6650a1f2c3d4e5f6eeee0001',
      fileName: 'Price list.pdf',
      fileType: 'document',
      agent: agent.id,
      size: 10,
      mimeType: 'application/pdf',
      url: '/uploads/knowledge/x.pdf',
      createdAt: '2026-11-01T10:00:00Z',
    } satisfies components['schemas']['KnowledgeFile'];
    const diff = versionDiff(
      { agent, functions: [transfer], knowledge: [] },
      { agent, functions: [moved], knowledge: [file] },
    );
    expect(diff.map((field) => field.field)).toEqual(['functions', 'knowledge']);
    const lines = diff[0]?.lines ?? [];
    expect(lines.filter((line) => line.kind !== 'unchanged').map((line) => [line.kind, line.text])).toEqual([
      ['removed', '  transfer_number: +14155550123'],
      ['added', '  transfer_number: +14155550199'],
    ]);
    expect(diff[1]?.lines.map((line) => line.text)).toEqual(['Price list.pdf (document)']);
  });

  it('says nothing of functions or files where one side does not hold them', () => {
    expect(versionDiff({ agent }, { agent, functions: [transfer], knowledge: [] })).toEqual([]);
  });
});
