// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { agent } from './agent-fixtures.testing';
import { agentUpdatePayload, savedAgent } from './agent-payload';
import { contractPaths, requestProblems } from '@/test/contract';

beforeAll(() => contractPaths(), 60_000);

describe('the whole-agent payload of PUT /agents/{id}', () => {
  it('carries every field the contract takes, with the edited texts, and no server-made field', async () => {
    const payload = agentUpdatePayload(agent, { voiceMail: 'Please call us back.' });
    expect(payload).toEqual({
      name: agent.name,
      avatar: agent.avatar,
      description: agent.description,
      voiceMail: 'Please call us back.',
      global_prompt: agent.global_prompt,
      greeting: agent.greeting,
      voice: agent.voice,
      language: agent.language,
      direction: agent.direction,
      status: agent.status,
      inboundNumber: agent.inboundNumber,
      policies: agent.policies,
      rules: agent.rules,
      objectives: agent.objectives,
      products: agent.products,
    });
    for (const key of ['id', 'company', 'createdAt', 'updatedAt']) expect(payload).not.toHaveProperty(key);
    expect(await requestProblems('put', '/agents/{id}', payload)).toBeNull();
  });

  it('fits the contract with empty texts, no number and empty sections too', async () => {
    const bare = {
      ...agent,
      avatar: '',
      inboundNumber: null,
      policies: [],
      rules: [],
      objectives: [],
      products: [],
    };
    const payload = agentUpdatePayload(bare, { description: '', voiceMail: '', global_prompt: '' });
    expect(payload.description).toBe('');
    expect(await requestProblems('put', '/agents/{id}', payload)).toBeNull();
  });

  it('would be refused by the contract when a required field is missing (the check works)', async () => {
    const { voice: _voice, ...withoutVoice } = agentUpdatePayload(agent);
    expect(await requestProblems('put', '/agents/{id}', withoutVoice)).toMatch(/voice/);
  });

  it('gives the saved agent the texts it sent', () => {
    const payload = agentUpdatePayload(agent, { global_prompt: 'New prompt', description: 'New' });
    expect(savedAgent(agent, payload)).toEqual({ ...agent, global_prompt: 'New prompt', description: 'New' });
  });
});
