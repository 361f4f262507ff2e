import type { components } from '@/api/schema.gen';

export type ApiKey = components['schemas']['ApiKey'];
export type ApiKeyCreated = components['schemas']['ApiKeyCreated'];

/** The longest name the contract takes. */
export const NAME_MAX = 100;

/** The keys as a list (random data may give something else). */
export const keyList = (data: unknown): ApiKey[] => (Array.isArray(data) ? (data as ApiKey[]) : []);

/** What is wrong with a new key's name as typed, if anything (the contract: 1 to 100 characters). */
export function nameProblem(name: string): 'required' | 'tooLong' | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'required';
  if (trimmed.length > NAME_MAX) return 'tooLong';
  return null;
}

/**
 * A created key split in two: the key as any other of the list (safe to keep) and the secret,
 * which is only shown once and never stored.
 */
export function splitCreated(created: ApiKeyCreated): { apiKey: ApiKey; secret: string } {
  const { key, ...apiKey } = created;
  return { apiKey, secret: key };
}

/** The start of a key as shown in the list: its prefix, then an ellipsis for the hidden rest. */
export const maskedKey = (prefix: string): string => `${prefix}…`;
