import type { components, paths } from '@/api/schema.gen';

export type Agent = components['schemas']['Agent'];
export type AgentUpdate = paths['/agents/{id}']['put']['requestBody']['content']['application/json'];

/** PUT takes the whole agent: every field the contract takes, none of the server-made ones. */
export function withVoice(agent: Agent, voiceId: string): AgentUpdate {
  return {
    name: agent.name,
    avatar: agent.avatar,
    description: agent.description,
    voiceMail: agent.voiceMail,
    global_prompt: agent.global_prompt,
    greeting: agent.greeting,
    voice: voiceId,
    language: agent.language,
    direction: agent.direction,
    status: agent.status,
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
