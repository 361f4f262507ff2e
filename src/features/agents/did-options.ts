import type { Did, DidUpdate } from './agent-types';

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

export function currentDidId(
  dids: readonly Did[],
  agent: { id: string; inboundNumber: string | null },
): string | null {
  return dids.find((did) => did.inboundAgent === agent.id)?.id ?? agent.inboundNumber;
}

export interface DidChange {
  id: string;
  body: DidUpdate;
}

export function didChanges(
  dids: readonly Did[],
  agentId: string,
  previousId: string | null,
  chosenId: string | null,
): DidChange[] {
  if (previousId === chosenId) return [];
  const changes: DidChange[] = [];
  const chosen = dids.find((did) => did.id === chosenId);
  if (chosen) {
    changes.push({
      id: chosen.id,
      body: { number: chosen.number, inboundAgent: agentId, outboundAgents: chosen.outboundAgents },
    });
  }
  const previous = dids.find((did) => did.id === previousId);
  if (previous && previous.inboundAgent === agentId) {
    changes.push({
      id: previous.id,
      body: { number: previous.number, inboundAgent: null, outboundAgents: previous.outboundAgents },
    });
  }
  return changes;
}
