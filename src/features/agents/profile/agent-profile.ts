import { displayNames } from '@/lib/intl-cache';
import type { Agent, ProfileField } from '../agent-types';

export type AgentProfile = Pick<Agent, ProfileField>;

export const profileOf = (agent: Agent): AgentProfile => ({
  greeting: agent.greeting,
  language: agent.language,
  direction: agent.direction,
});

export const sameProfile = (a: AgentProfile, b: AgentProfile): boolean =>
  a.greeting === b.greeting && a.language === b.language && a.direction === b.direction;

// What a call knows when the greeting is spoken: the contact called and the agent's own company.
export const GREETING_VARIABLES = [
  'first_name',
  'last_name',
  'phone',
  'email',
  'agent_name',
  'company_name',
] as const;

export const GREETING_MAX = 500;

export interface GreetingVariable {
  name: string;
  known: boolean;
}

export type GreetingProblem =
  { kind: 'tooLong'; max: number } | { kind: 'unknown'; names: string[] } | { kind: 'unclosed' };

const TOKEN = /\{\{\s*([^{}]*?)\s*\}\}/g;

export function greetingVariables(greeting: string): GreetingVariable[] {
  const seen = new Set<string>();
  const found: GreetingVariable[] = [];
  for (const match of greeting.matchAll(TOKEN)) {
    const name = match[1] ?? '';
    if (seen.has(name)) continue;
    seen.add(name);
    found.push({ name, known: GREETING_VARIABLES.some((known) => known === name) });
  }
  return found;
}

export function greetingProblems(greeting: string): GreetingProblem[] {
  const problems: GreetingProblem[] = [];
  if (greeting.length > GREETING_MAX) problems.push({ kind: 'tooLong', max: GREETING_MAX });
  const unknown = greetingVariables(greeting)
    .filter((variable) => !variable.known)
    .map((variable) => variable.name);
  if (unknown.length > 0) problems.push({ kind: 'unknown', names: unknown });
  if (/\{\{|\}\}/.test(greeting.replace(TOKEN, ''))) problems.push({ kind: 'unclosed' });
  return problems;
}

// The contract's tag pattern for an agent's language.
export const LANGUAGE_TAG = /^[a-z]{2,3}(-[A-Z]{2})?$/;

const COMMON_LANGUAGES = ['en-US', 'en-GB', 'es-ES', 'es-MX', 'fr-FR', 'de-DE', 'it-IT', 'pt-BR'];

// The languages the voice library speaks, the common ones and the agent's own, each once and valid.
export function languageOptions(current: string, voiceLanguages: readonly string[]): string[] {
  const tags = [current, ...COMMON_LANGUAGES, ...voiceLanguages].filter((tag) => LANGUAGE_TAG.test(tag));
  return [...new Set(tags)].sort();
}

export function languageName(tag: string, uiLanguage: string): string {
  try {
    const name = displayNames(uiLanguage, { type: 'language' }).of(tag);
    return name && name !== tag ? `${name} (${tag})` : tag;
  } catch {
    return tag;
  }
}
