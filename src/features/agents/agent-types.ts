import type { components, paths } from '@/api/schema.gen';

/** An agent as the server sends it (`GET /agents/{id}/` in `data.data`). */
export type Agent = components['schemas']['Agent'];
/** An agent with its call activity and function count (`GET /agents/fetch_list_with_meta/`). */
export type AgentWithMeta = components['schemas']['AgentWithMeta'];
/** A phone number (DID). */
export type Did = components['schemas']['Did'];
/** The body of `PUT /agents/{id}`: the whole agent. */
export type AgentUpdate = paths['/agents/{id}']['put']['requestBody']['content']['application/json'];
/** The body of `PUT /dids/{id}`. */
export type DidUpdate = components['schemas']['DidInput'];
/** The body of `POST /agents/`. */
export type AgentCreate = components['schemas']['AgentInput'];

/** The three text boxes of the prompt editor, by the agent field each edits. */
export type TextField = 'description' | 'voiceMail' | 'global_prompt';
export const textFields: readonly TextField[] = ['description', 'voiceMail', 'global_prompt'];

export type AgentTexts = Record<TextField, string>;
