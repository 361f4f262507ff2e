import type { components, paths } from '@/api/schema.gen';

export type Agent = components['schemas']['Agent'];
export type AgentWithMeta = components['schemas']['AgentWithMeta'];
export type Did = components['schemas']['Did'];
export type AgentUpdate = paths['/agents/{id}']['put']['requestBody']['content']['application/json'];
export type DidAssignment = components['schemas']['DidAgentAssignmentInput'];
export type AgentCreate = components['schemas']['AgentInput'];

export type TextField = 'description' | 'voiceMail' | 'global_prompt';
export const textFields: readonly TextField[] = ['description', 'voiceMail', 'global_prompt'];

export type AgentTexts = Record<TextField, string>;

export type ProfileField = 'greeting' | 'language' | 'direction';
export type AgentChanges = Partial<AgentTexts & Pick<Agent, ProfileField | 'status'>>;
