import { useQuery } from '@tanstack/react-query';
import { analysisSettingsQuery, type CallAnalysisSettings } from '@/api/call-analysis';
import type { Agent } from '../agent-types';
import { agentFunctionsQuery, agentKnowledgeQuery } from '../agents-queries';
import type { VersionContent } from './version-diff';

/** The draft as a version would hold it: the agent, its functions, files and analysis settings. */
export function useDraftContent(agent: Agent): { content: VersionContent; ready: boolean } {
  const functions = useQuery({ ...agentFunctionsQuery(agent.id), select: (answer) => answer.data.data });
  const knowledge = useQuery({ ...agentKnowledgeQuery(agent.id), select: (answer) => answer.data.data });
  // Null where the server has no post-call analysis (proposal): then it is not compared.
  const analysis = useQuery({
    ...analysisSettingsQuery(agent.id),
    select: (settings) => (settings ? withoutRevision(settings) : undefined),
  });
  return {
    // One that failed to load is left out of the comparison rather than shown as all removed.
    content: { agent, functions: functions.data, knowledge: knowledge.data, analysis: analysis.data },
    ready: !functions.isPending && !knowledge.isPending && !analysis.isPending,
  };
}

const withoutRevision = ({ revision: _revision, ...settings }: CallAnalysisSettings) => settings;
