import { describe, expect, it } from 'vitest';
import { agentUpdateBody } from '@/api/models/agent-update';
import { agent } from './agent-fixtures.testing';
import { savedAgent } from './agent-payload';

describe('the agent cached after PUT /agents/{id}', () => {
  it('takes the texts it sent', () => {
    const payload = agentUpdateBody(agent, { global_prompt: 'New prompt', description: 'New' });
    expect(savedAgent(agent, payload)).toEqual({ ...agent, global_prompt: 'New prompt', description: 'New' });
  });
});
