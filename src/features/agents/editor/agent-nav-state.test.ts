import { describe, expect, it } from 'vitest';
import { agent, AGENT_ID } from '../agent-fixtures.testing';
import { agentFromState } from './agent-nav-state';

describe('the agent handed over in navigation state', () => {
  it('is used when it is the agent asked for', () => {
    expect(agentFromState({ agent }, AGENT_ID)).toBe(agent);
  });

  it('is ignored when missing, for another agent, or not whole', () => {
    expect(agentFromState(undefined, AGENT_ID)).toBeUndefined();
    expect(agentFromState({}, AGENT_ID)).toBeUndefined();
    expect(agentFromState({ agent }, '6650a1f2c3d4e5f6bbbb0002')).toBeUndefined();
    const broken: Record<string, unknown> = { ...agent, policies: 'none' };
    expect(agentFromState({ agent: broken as unknown as typeof agent }, AGENT_ID)).toBeUndefined();
  });
});
