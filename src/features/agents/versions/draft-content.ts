import { useQuery } from '@tanstack/react-query';
import type { Agent } from '../agent-types';
import { agentFunctionsQuery, agentKnowledgeQuery } from '../agents-queries';
import type { VersionContent } from './version-diff';

/** The draft as a version would hold it: the agent, its functions and its knowledge files. */
export function useDraftContent(agent: Agent): { content: VersionContent; ready: boolean } {
  const functions = useQuery({ ...agentFunctionsQuery(agent.id), select: (answer) => answer.data.data });
  const knowledge = useQuery({ ...agentKnowledgeQuery(agent.id), select: (answer) => answer.data.data });
  return {
    // One that failed to load is left out of the comparison rather than shown as all removed.
    content: { agent, functions: functions.data, knowledge: knowledge.data },
    ready: !functions.isPending && !knowledge.isPending,
  };
}
