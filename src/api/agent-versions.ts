import { queryOptions } from '@tanstack/react-query';
import { api } from './client';
import { proposalData } from './proposals';
import type { components } from './schema.gen';

export type AgentVersions = components['schemas']['AgentVersions'];

// Proposal (agent versions), read by the agent editor and the calls list alike. A server without it
// answers 404 or 501: the query then holds null, and no version shows anywhere, with no error.
export const agentVersionsQuery = (agentId: string) =>
  queryOptions({
    queryKey: ['agent-versions', agentId],
    queryFn: ({ signal }): Promise<AgentVersions | null> =>
      proposalData(api.GET('/agents/{id}/versions', { params: { path: { id: agentId } }, signal })),
    retry: false,
  });

// The revision a save was based on goes as an entity tag; a server without versions gives agents
// no revision, and then nothing is sent.
export const ifMatch = (revision: number | undefined) =>
  revision === undefined ? undefined : { 'If-Match': `"${revision}"` };
