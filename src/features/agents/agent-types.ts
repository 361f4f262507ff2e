import type { Agent } from '@/api/models/schemas';
import type { components } from '@/api/schema.gen';

export type { Agent, Did } from '@/api/models/schemas';
export type { AgentUpdate } from '@/api/models/agent-update';
export type AgentWithMeta = components['schemas']['AgentWithMeta'];
export type DidAssignment = components['schemas']['DidAgentAssignmentInput'];
export type AgentCreate = components['schemas']['AgentInput'];

export type TextField = 'description' | 'voiceMail' | 'global_prompt';
export const textFields: readonly TextField[] = ['description', 'voiceMail', 'global_prompt'];

export type AgentTexts = Record<TextField, string>;

export type ProfileField = 'greeting' | 'language' | 'direction';
export type AgentChanges = Partial<AgentTexts & Pick<Agent, ProfileField | 'status'>>;
