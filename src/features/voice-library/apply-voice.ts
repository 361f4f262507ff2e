import type { components, paths } from '@/api/schema.gen';

/** An agent as the server sends it (`GET /agents/{id}/`, in `data.data`). */
export type Agent = components['schemas']['Agent'];
/** The body of `PUT /agents/{id}`: the whole agent. */
export type AgentUpdate = paths['/agents/{id}']['put']['requestBody']['content']['application/json'];

/**
 * The body of `PUT /agents/{id}` that gives `agent` the voice `voiceId`: the whole agent as
 * stored (every field the contract takes, none of the server-made ones), only the voice changed.
 */
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
