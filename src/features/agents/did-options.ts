import type { Did, DidAssignment } from './agent-types';

// spec §4: status Assigned, of the user's company, and free or already on this agent. With versions
// (proposal) a number another agent's draft holds is not free either (`heldByOthers`).
export function assignableDids(
  dids: readonly Did[],
  companyId: string,
  agentId: string,
  heldByOthers: ReadonlySet<string> = new Set(),
): Did[] {
  return dids.filter(
    (did) =>
      did.status === 'Assigned' &&
      companyId !== '' &&
      did.assigned.includes(companyId) &&
      (did.inboundAgent === null || did.inboundAgent === agentId) &&
      !heldByOthers.has(did.id),
  );
}

/** The numbers the other agents' drafts hold (each agent's `inboundNumber`). */
export function numbersHeldByOthers(
  agents: readonly { id: string; inboundNumber?: string | null }[],
  agentId: string,
): Set<string> {
  return new Set(
    agents.flatMap((agent) => (agent.id !== agentId && agent.inboundNumber ? [agent.inboundNumber] : [])),
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
