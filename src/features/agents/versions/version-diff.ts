import type { Agent } from '../agent-types';
import { lineDiff, type DiffLine } from '../sections/line-diff';

// What a version holds of an agent, in the order a reviewer reads it. Ids of section items are left
// out: a restored or re-saved item gets a new id without being a change anyone made.
export const VERSIONED_FIELDS = [
  'name',
  'description',
  'greeting',
  'global_prompt',
  'voiceMail',
  'voice',
  'language',
  'direction',
  'inboundNumber',
  'policies',
  'rules',
  'objectives',
  'products',
] as const;

export type VersionedField = (typeof VERSIONED_FIELDS)[number];

export interface FieldDiff {
  field: VersionedField;
  lines: DiffLine[];
}

function textOf(agent: Agent, field: VersionedField): string {
  switch (field) {
    case 'policies':
    case 'rules':
    case 'objectives':
      return agent[field].map((item) => `${item.title}: ${item.content}`).join('\n');
    case 'products':
      return agent.products
        .map((item) => `${item.name} (${item.price} ${item.currency}): ${item.description}`)
        .join('\n');
    default:
      return agent[field] ?? '';
  }
}

/** The fields that differ from `before` (nothing before: every field filled in), line by line. */
export function versionDiff(before: Agent | undefined, after: Agent): FieldDiff[] {
  return VERSIONED_FIELDS.flatMap((field) => {
    const old = before ? textOf(before, field) : '';
    const now = textOf(after, field);
    return old === now ? [] : [{ field, lines: lineDiff(old, now) }];
  });
}
