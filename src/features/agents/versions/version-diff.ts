import type { CallAnalysisSettings } from '@/api/call-analysis';
import type { components } from '@/api/schema.gen';
import type { Agent } from '../agent-types';
import { lineDiff, type DiffLine } from '../sections/line-diff';

type AgentFunction = components['schemas']['AgentFunction'];
type KnowledgeFile = components['schemas']['KnowledgeFile'];

/**
 * What a version holds: the agent, and its functions, files and post-call analysis settings where
 * the server versions them.
 */
export interface VersionContent {
  agent: Agent;
  functions?: readonly AgentFunction[];
  knowledge?: readonly KnowledgeFile[];
  analysis?: Omit<CallAnalysisSettings, 'revision'>;
}

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
  'functions',
  'knowledge',
  'analysis',
] as const;

export type VersionedField = (typeof VERSIONED_FIELDS)[number];

export interface FieldDiff {
  field: VersionedField;
  lines: DiffLine[];
}

const SERVER_MADE = new Set(['id', 'agentId', 'name', 'description', 'type', 'createdAt', 'updatedAt']);

// A function reads as its name and purpose, then each of its settings on a line of its own, so
// that a changed number or address shows as the one line it is.
function functionText(fn: AgentFunction): string {
  const settings = Object.entries(fn)
    .filter(([key]) => !SERVER_MADE.has(key))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, value]) => `  ${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`);
  return [`${fn.name}: ${fn.description}`, ...settings].join('\n');
}

// The settings read as a reviewer would check them: one line per rule, per field and per option.
function analysisText({
  summaryInstruction,
  success,
  fields,
  redaction,
}: Omit<CallAnalysisSettings, 'revision'>) {
  const evaluation =
    success.kind === 'scale'
      ? `scale 1-${String(success.scaleMax ?? 5)}, passes from ${String(success.passFrom ?? 4)}`
      : success.kind;
  const redacted = Object.entries(redaction)
    .filter(([, on]) => on)
    .map(([kind]) => kind);
  return [
    `summary: ${summaryInstruction}`,
    `success (${evaluation}): ${success.instruction}`,
    ...(success.kind === 'checklist' ? (success.checklist ?? []).map((item) => `  check: ${item}`) : []),
    ...fields.flatMap((field) => [
      `field ${field.name} (${field.type}): ${field.description}`,
      ...(field.example ? [`  example: ${field.example}`] : []),
      ...(field.options ? [`  options: ${field.options.join(', ')}`] : []),
    ]),
    `redaction: ${redacted.length ? redacted.join(', ') : 'off'}`,
  ].join('\n');
}

const byName = <T extends { id: string }>(items: readonly T[], name: (item: T) => string) =>
  [...items].sort((a, b) => name(a).localeCompare(name(b)) || a.id.localeCompare(b.id));

/** A phone number by its id, as people dial it. */
export type NumberOf = (didId: string) => string;

// Undefined: this side does not hold the field (a server that does not version it).
function textOf(
  { agent, functions, knowledge, analysis }: VersionContent,
  field: VersionedField,
  numberOf: NumberOf,
): string | undefined {
  switch (field) {
    case 'analysis':
      return analysis && analysisText(analysis);
    case 'inboundNumber':
      return agent.inboundNumber ? numberOf(agent.inboundNumber) : '';
    case 'policies':
    case 'rules':
    case 'objectives':
      return agent[field].map((item) => `${item.title}: ${item.content}`).join('\n');
    case 'products':
      return agent.products
        .map((item) => `${item.name} (${item.price} ${item.currency}): ${item.description}`)
        .join('\n');
    case 'functions':
      return (
        functions &&
        byName(functions, (fn) => fn.name)
          .map(functionText)
          .join('\n')
      );
    case 'knowledge':
      return (
        knowledge &&
        byName(knowledge, (file) => file.fileName)
          .map((file) => `${file.fileName}${file.fileType ? ` (${file.fileType})` : ''}`)
          .join('\n')
      );
    default:
      return agent[field];
  }
}

/** The fields that differ from `before` (nothing before: every field filled in), line by line. */
export function versionDiff(
  before: VersionContent | undefined,
  after: VersionContent,
  numberOf: NumberOf = (didId) => didId,
): FieldDiff[] {
  return VERSIONED_FIELDS.flatMap((field) => {
    const now = textOf(after, field, numberOf);
    const old = before ? textOf(before, field, numberOf) : '';
    // A side without functions or files says nothing about them: no change is shown.
    if (now === undefined || old === undefined || old === now) return [];
    return [{ field, lines: lineDiff(old, now) }];
  });
}
