// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { withVoice, type Agent } from './apply-voice';
import { contractPaths, requestProblems, responseExample } from '@/test/contract';

beforeAll(() => contractPaths(), 60_000);

const storedAgent = async (): Promise<Agent> =>
  ((await responseExample('get', '/agents/{id}/')) as { data: { data: Agent } }).data.data;

describe('the PUT /agents/{id} body that applies a voice', () => {
  it('is the stored agent with only the voice changed, and the contract takes it', async () => {
    const agent = await storedAgent();
    const body = withVoice(agent, '6650a1f2c3d4e5f655550004');
    expect(body.voice).toBe('6650a1f2c3d4e5f655550004');
    expect(agent.voice).not.toBe(body.voice);
    expect(body.name).toBe(agent.name);
    expect(body.global_prompt).toBe(agent.global_prompt);
    expect(body.inboundNumber).toBe(agent.inboundNumber);
    expect(body.policies).toEqual(agent.policies.map(({ id, title, content }) => ({ id, title, content })));
    for (const key of ['id', 'company', 'createdAt', 'updatedAt']) expect(body).not.toHaveProperty(key);
    expect(await requestProblems('put', '/agents/{id}', body)).toBeNull();
  });

  it('fails the contract when the voice is not an id (the check can fail)', async () => {
    const body = withVoice(await storedAgent(), 'not an id');
    expect(await requestProblems('put', '/agents/{id}', body)).not.toBeNull();
  });
});
