import type { Did, DidAssignment } from './agent-types';

// spec §4: status Assigned, of the user's company, and free or already on this agent.
export function assignableDids(dids: readonly Did[], companyId: string, agentId: string): Did[] {
  return dids.filter(
    (did) =>
      did.status === 'Assigned' &&
      companyId !== '' &&
      did.assigned.includes(companyId) &&
      (did.inboundAgent === null || did.inboundAgent === agentId),
  );
}

// The agent's own numbers (GET /dids/agent/{agentId}) also list those it only calls from.
export function inboundDidOf(agentDids: readonly Did[], agentId: string): Did | null {
  return agentDids.find((did) => did.inboundAgent === agentId) ?? null;
}

// The number shown even when it is no longer one that could be chosen.
export function numberOptions(assignable: readonly Did[], current: Did | null): Did[] {
  if (!current || assignable.some((did) => did.id === current.id)) return [...assignable];
  return [current, ...assignable];
}

export const assignmentBody = (chosenId: string | null): DidAssignment => ({ didId: chosenId });
