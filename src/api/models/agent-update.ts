import type { paths } from '../schema.gen';
import type { Agent } from './schemas';

export type AgentUpdate = paths['/agents/{id}']['put']['requestBody']['content']['application/json'];

export type AgentEdits = Partial<
  Pick<
    Agent,
    'description' | 'voiceMail' | 'global_prompt' | 'greeting' | 'voice' | 'language' | 'direction' | 'status'
  >
>;

// `PUT /agents/{id}` replaces the whole agent: every field the contract takes, none of the server-made ones.
export function agentUpdateBody(agent: Agent, edits: AgentEdits = {}): AgentUpdate {
  return {
    name: agent.name,
    avatar: agent.avatar,
    description: edits.description ?? agent.description,
    voiceMail: edits.voiceMail ?? agent.voiceMail,
    global_prompt: edits.global_prompt ?? agent.global_prompt,
    greeting: edits.greeting ?? agent.greeting,
    voice: edits.voice ?? agent.voice,
    language: edits.language ?? agent.language,
    direction: edits.direction ?? agent.direction,
    status: edits.status ?? agent.status,
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
