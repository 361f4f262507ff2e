import { agentStatusWord } from '@/components/agent-status';
import type { AgentFunction } from '@/api/models/schemas';
import type { Agent } from '../agent-types';

export type ReadinessGap =
  { kind: 'prompt' } | { kind: 'voice' } | { kind: 'inboundNumber' } | { kind: 'functions'; names: string[] };

export interface ReadinessFacts {
  agent: Pick<
    Agent,
    | 'global_prompt'
    | 'policies'
    | 'rules'
    | 'objectives'
    | 'products'
    | 'voice'
    | 'direction'
    | 'inboundNumber'
  >;
  voiceIds: readonly string[];
  invalidFunctions: readonly string[];
}

// What an agent lacks before it may take or place calls; empty when it is ready.
export function readinessGaps({ agent, voiceIds, invalidFunctions }: ReadinessFacts): ReadinessGap[] {
  const gaps: ReadinessGap[] = [];
  const sections =
    agent.policies.length + agent.rules.length + agent.objectives.length + agent.products.length;
  if (!agent.global_prompt.trim() && sections === 0) gaps.push({ kind: 'prompt' });
  if (!voiceIds.includes(agent.voice)) gaps.push({ kind: 'voice' });
  if (agent.direction === 'inbound' && !agent.inboundNumber) gaps.push({ kind: 'inboundNumber' });
  if (invalidFunctions.length > 0) gaps.push({ kind: 'functions', names: [...invalidFunctions] });
  return gaps;
}

export type StatusMove = 'goLive' | 'resume' | 'pause' | 'toDraft';

export const moveTarget: Record<StatusMove, Agent['status']> = {
  goLive: 'active',
  resume: 'active',
  pause: 'paused',
  toDraft: 'draft',
};

// Going live (or back to it) always passes the readiness check first.
export const needsReadiness = (move: StatusMove): boolean => moveTarget[move] === 'active';

export function statusMoves(status: unknown): StatusMove[] {
  switch (agentStatusWord(status)) {
    case 'draft':
      return ['goLive'];
    case 'active':
      return ['pause', 'toDraft'];
    case 'paused':
      return ['resume', 'toDraft'];
    case 'unknown':
      return ['goLive', 'toDraft'];
  }
}

export type AgentFunctionRecord = AgentFunction;
// Validating a function needs its form (the functions feature and the form validators): the route
// hands the check in, loaded only when someone goes live.
export type FunctionCheck = (functions: AgentFunctionRecord[]) => Promise<string[]>;
