import type { Agent } from '../agent-types';

// Opening an agent from the list hands the agent over in navigation state, only to paint the
// prompt editor at once; the editor still fetches it by id.
declare module '@tanstack/history' {
  interface HistoryState {
    agent?: Agent;
  }
}

// History state outlives the code that wrote it (an old entry, another tab's version): checked, not trusted.
export function agentFromState(state: { agent?: Agent } | undefined, agentId: string): Agent | undefined {
  const agent = state?.agent;
  if (!agent || agent.id !== agentId) return undefined;
  const fields: Record<string, unknown> = { ...agent };
  const texts = ['name', 'avatar', 'description', 'voiceMail', 'global_prompt', 'voice', 'language'];
  const lists = ['policies', 'rules', 'objectives', 'products'];
  if (!texts.every((key) => typeof fields[key] === 'string')) return undefined;
  if (!lists.every((key) => Array.isArray(fields[key]))) return undefined;
  return agent;
}
