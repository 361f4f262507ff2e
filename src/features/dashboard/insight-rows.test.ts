// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { agentsWith, seconds, type InsightAgent } from './insight-rows';

const row = (agent: string, changes: Partial<InsightAgent>): InsightAgent => ({
  agent,
  agentName: agent,
  calls: 0,
  analysedCalls: 0,
  passedCalls: 0,
  successRate: null,
  avgCost: null,
  avgFirstWordMs: null,
  ...changes,
});

describe('dashboard insights', () => {
  it('leave out an agent that has no figure for the period', () => {
    const agents = [
      row('a', { calls: 3, analysedCalls: 2, successRate: 50, avgCost: 0.2, avgFirstWordMs: 900 }),
      row('b', { calls: 1, avgCost: 0, analysedCalls: 1, successRate: 0 }),
      row('c', {}),
    ];
    expect(agentsWith(agents, 'successRate').map((a) => a.agent)).toEqual(['a', 'b']);
    expect(agentsWith(agents, 'avgFirstWordMs').map((a) => a.agent)).toEqual(['a']);
  });

  it('read latency in seconds with one decimal', () => {
    expect(seconds(1249)).toBe(1.2);
    expect(seconds(1250)).toBe(1.3);
    expect(seconds(0)).toBe(0);
  });
});
