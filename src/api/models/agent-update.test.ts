// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { contractPaths, requestProblems, responseExample } from '@/test/contract';
import { agentUpdateBody } from './agent-update';
import type { Agent } from './schemas';

beforeAll(() => contractPaths(), 60_000);

const storedAgent = async (): Promise<Agent> =>
  ((await responseExample('get', '/agents/{id}/')) as { data: { data: Agent } }).data.data;

describe('the whole-agent body of PUT /agents/{id}', () => {
  it('carries every field the contract takes, with the edits, and no server-made field', async () => {
    const agent = await storedAgent();
    const body = agentUpdateBody(agent, { voiceMail: 'Please call us back.' });
    expect(body).toEqual({
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
      policies: agent.policies.map(({ id, title, content }) => ({ id, title, content })),
      rules: expect.any(Array) as unknown,
      objectives: expect.any(Array) as unknown,
      products: expect.any(Array) as unknown,
    });
    expect(body.products?.map(({ id }) => id)).toEqual(agent.products.map(({ id }) => id));
    for (const key of ['id', 'company', 'createdAt', 'updatedAt']) expect(body).not.toHaveProperty(key);
    expect(await requestProblems('put', '/agents/{id}', body)).toBeNull();
  });

  it('sets a voice with everything else as stored (the voice library applies one so)', async () => {
    const agent = await storedAgent();
    const body = agentUpdateBody(agent, { voice: '6650a1f2c3d4e5f655550004' });
    expect(agent.voice).not.toBe(body.voice);
    expect(body).toEqual({ ...agentUpdateBody(agent), voice: '6650a1f2c3d4e5f655550004' });
    expect(await requestProblems('put', '/agents/{id}', body)).toBeNull();
  });

  it('fits the contract with empty texts, no number and empty sections too', async () => {
    const bare = {
      ...(await storedAgent()),
      avatar: '',
      inboundNumber: null,
      policies: [],
      rules: [],
      objectives: [],
      products: [],
    };
    const body = agentUpdateBody(bare, { description: '', voiceMail: '', global_prompt: '' });
    expect(body.description).toBe('');
    expect(await requestProblems('put', '/agents/{id}', body)).toBeNull();
  });

  it('would be refused by the contract without a required field or with a bad voice (the check works)', async () => {
    const agent = await storedAgent();
    const { voice: _voice, ...withoutVoice } = agentUpdateBody(agent);
    expect(await requestProblems('put', '/agents/{id}', withoutVoice)).toMatch(/voice/);
    expect(
      await requestProblems('put', '/agents/{id}', agentUpdateBody(agent, { voice: 'not an id' })),
    ).not.toBeNull();
  });
});
