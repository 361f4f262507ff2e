import type { Agent, AgentChanges, AgentUpdate } from './agent-types';

// `PUT` replaces the whole agent: every field the contract takes, none of the server-made ones.
export function agentUpdatePayload(agent: Agent, texts: AgentChanges = {}): AgentUpdate {
  return {
    name: agent.name,
    avatar: agent.avatar,
    description: texts.description ?? agent.description,
    voiceMail: texts.voiceMail ?? agent.voiceMail,
    global_prompt: texts.global_prompt ?? agent.global_prompt,
    greeting: texts.greeting ?? agent.greeting,
    voice: agent.voice,
    language: texts.language ?? agent.language,
    direction: texts.direction ?? agent.direction,
    status: texts.status ?? agent.status,
    inboundNumber: agent.inboundNumber,
    policies: agent.policies.map(({ id, title, content }) => ({ id, title, content })),
    rules: agent.rules.map(({ id, title, content }) => ({ id, title, content })),
    objectives: agent.objectives.map(({ id, title, content }) => ({ id, title, content })),
    products: agent.products.map(({ id, name, description, price, currency }) => ({
      id,
      name,
      description,
      price,
      currency,
    })),
  };
}

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
