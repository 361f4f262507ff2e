import { describe, expect, it } from 'vitest';
import { keyList, maskedKey, nameProblem, splitCreated } from './api-keys-model';

describe('API keys model', () => {
  it('splits the secret off a created key', () => {
    const created = {
      id: '6650a1f2c3d4e5f6bcbc0004',
      name: 'Zapier automations',
      prefix: 'vk_live_d47e',
      createdAt: '2026-11-21T10:45:00Z',
      lastUsedAt: null,
      createdBy: '6650a1f2c3d4e5f601234567',
      key: 'vk_live_d47e9b2c81f0a6e35d7c4b19e8a2f06c',
    };
    const { apiKey, secret } = splitCreated(created);
    expect(secret).toBe('vk_live_d47e9b2c81f0a6e35d7c4b19e8a2f06c');
    expect(apiKey).not.toHaveProperty('key');
    expect(JSON.stringify(apiKey)).not.toContain(secret);
    expect(apiKey).toMatchObject({ id: created.id, name: 'Zapier automations', prefix: 'vk_live_d47e' });
  });

  it('checks a new key name as the contract does', () => {
    expect(nameProblem('')).toBe('required');
    expect(nameProblem('   ')).toBe('required');
    expect(nameProblem('Zapier')).toBeNull();
    expect(nameProblem(` ${'a'.repeat(100)} `)).toBeNull();
    expect(nameProblem('a'.repeat(101))).toBe('tooLong');
  });

  it('shows a key by its prefix only, and reads the list whatever came', () => {
    expect(maskedKey('vk_live_3f9a')).toBe('vk_live_3f9a…');
    expect(keyList(null)).toEqual([]);
    expect(keyList([{ id: 'a' }])).toHaveLength(1);
  });
});
