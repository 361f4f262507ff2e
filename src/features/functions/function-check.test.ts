import { describe, expect, it } from 'vitest';
import { invalidFunctionNames } from './function-check';
import type { AgentFunction } from './function-types';

const base = {
  id: '6650a1f2c3d4e5f6dddd0001',
  agentId: '6650a1f2c3d4e5f6bbbb0001',
  description: 'Ends the call.',
  createdAt: '2026-02-03T17:24:10Z',
  updatedAt: '2026-02-03T17:24:10Z',
};

describe('the functions that hold an agent back from going live', () => {
  it('passes functions their form accepts', () => {
    const fns: AgentFunction[] = [
      { ...base, name: 'end_call', type: 0 },
      { ...base, name: 'transfer', type: 3, transfer_number: '+14155550123' },
    ];
    expect(invalidFunctionNames(fns)).toEqual([]);
  });

  it('names those their form would refuse', () => {
    const fns: AgentFunction[] = [
      { ...base, name: 'end_call', type: 0 },
      { ...base, name: 'transfer', type: 3, transfer_number: 'front desk' },
      { ...base, name: 'blank', description: ' ', type: 0 },
    ];
    expect(invalidFunctionNames(fns)).toEqual(['transfer', 'blank']);
  });
});
