import type { AgentUpdate } from '@/api/models/agent-update';
import type { Agent } from './agent-types';

export function savedAgent(agent: Agent, payload: AgentUpdate): Agent {
  return {
    ...agent,
    description: payload.description ?? agent.description,
    voiceMail: payload.voiceMail ?? agent.voiceMail,
    global_prompt: payload.global_prompt ?? agent.global_prompt,
    greeting: payload.greeting ?? agent.greeting,
    language: payload.language ?? agent.language,
    direction: payload.direction,
    status: payload.status ?? agent.status,
    inboundNumber: payload.inboundNumber === undefined ? agent.inboundNumber : payload.inboundNumber,
  };
}
