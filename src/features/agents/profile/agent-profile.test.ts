// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { contractPaths, requestProblems } from '@/test/contract';
import { agent } from '../agent-fixtures.testing';
import { agentUpdateBody } from '@/api/models/agent-update';
import {
  greetingProblems,
  greetingVariables,
  languageName,
  languageOptions,
  profileOf,
  sameProfile,
} from './agent-profile';

beforeAll(() => contractPaths(), 60_000);

describe('the greeting variables', () => {
  it('finds each variable once, known or not', () => {
    expect(greetingVariables('Hi {{first_name}}, {{ first_name }} from {{shop}}!')).toEqual([
      { name: 'first_name', known: true },
      { name: 'shop', known: false },
    ]);
  });

  it('accepts a greeting of known variables', () => {
    expect(
      greetingProblems('Hi, this is {{agent_name}} of {{company_name}}. Is this {{first_name}}?'),
    ).toEqual([]);
    expect(greetingProblems('')).toEqual([]);
  });

  it('names unknown variables and braces left open', () => {
    expect(greetingProblems('Hi {{firstname}} {{shop}}')).toEqual([
      { kind: 'unknown', names: ['firstname', 'shop'] },
    ]);
    expect(greetingProblems('Hi {{first_name')).toEqual([{ kind: 'unclosed' }]);
    expect(greetingProblems('Hi first_name}}')).toEqual([{ kind: 'unclosed' }]);
  });

  it('keeps to the contract length', () => {
    expect(greetingProblems('a'.repeat(501))).toEqual([{ kind: 'tooLong', max: 500 }]);
  });
});

describe('the language choices', () => {
  it('joins the agent language, the common ones and the voices, each once, only valid tags', () => {
    const options = languageOptions('nl-NL', ['en-US', 'ja-JP', 'zh-Hant-TW']);
    expect(options).toContain('nl-NL');
    expect(options).toContain('ja-JP');
    expect(options).not.toContain('zh-Hant-TW');
    expect(options.filter((tag) => tag === 'en-US')).toHaveLength(1);
  });

  it('names a language in the interface language', () => {
    expect(languageName('es-ES', 'en')).toMatch(/Spanish/);
    expect(languageName('es-ES', 'es')).toMatch(/español/i);
  });
});

describe('the profile in the whole-agent payload', () => {
  it('sends the edited greeting, language and direction within the contract', async () => {
    const profile = { greeting: 'Hola {{first_name}}', language: 'es-MX', direction: 'outbound' as const };
    expect(sameProfile(profile, profileOf(agent))).toBe(false);
    const payload = agentUpdateBody(agent, profile);
    expect(payload).toMatchObject({ ...profile, description: agent.description, status: agent.status });
    expect(await requestProblems('put', '/agents/{id}', payload)).toBeNull();
  });

  it('sends a new status within the contract', async () => {
    const payload = agentUpdateBody(agent, { status: 'paused' });
    expect(payload.status).toBe('paused');
    expect(await requestProblems('put', '/agents/{id}', payload)).toBeNull();
  });
});
