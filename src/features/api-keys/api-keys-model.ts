import type { components } from '@/api/schema.gen';

export type ApiKey = components['schemas']['ApiKey'];
export type ApiKeyCreated = components['schemas']['ApiKeyCreated'];

/** The contract's limit. */
export const NAME_MAX = 100;

// Random data may give something else than a list.
export const keyList = (data: unknown): ApiKey[] => (Array.isArray(data) ? (data as ApiKey[]) : []);

export function nameProblem(name: string): 'required' | 'tooLong' | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'required';
  if (trimmed.length > NAME_MAX) return 'tooLong';
  return null;
}

/** The secret is shown once and never stored, so it is kept apart from the key. */
export function splitCreated(created: ApiKeyCreated): { apiKey: ApiKey; secret: string } {
  const { key, ...apiKey } = created;
  return { apiKey, secret: key };
}

export const maskedKey = (prefix: string): string => `${prefix}…`;
