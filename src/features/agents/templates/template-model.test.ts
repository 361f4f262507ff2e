// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { agentFromTemplate, languageName, offeredTemplates, type AgentTemplate } from './template-model';
import { contractPaths, requestProblems, responseExample } from '@/test/contract';

let templates: AgentTemplate[] = [];

beforeAll(async () => {
  await contractPaths();
  const example = (await responseExample('get', '/templates')) as { data: AgentTemplate[] };
  templates = example.data;
}, 60_000);

describe('templates a company can start from', () => {
  it('offers only the selected ones, grouped by category then name', () => {
    const offered = offeredTemplates(templates);
    expect(offered.every((template) => template.selected)).toBe(true);
    expect(offered.map((template) => template.name)).not.toContain('Storm Damage Hotline');
    expect(offered.map((template) => template.category)).toEqual([
      'auto-service',
      'dental',
      'dental',
      'roofing',
    ]);
  });

  it('copies the template into a create payload the contract takes', async () => {
    const [template] = offeredTemplates(templates);
    if (!template) throw new Error('the contract has no offered template');
    const body = agentFromTemplate(template, { name: '  Service desk  ', voice: '' });
    expect(body).toEqual({
      name: 'Service desk',
      voice: template.voice,
      direction: template.direction,
      language: template.language,
      description: template.description,
      voiceMail: template.voiceMail,
      global_prompt: template.global_prompt,
    });
    expect(await requestProblems('post', '/agents/', body)).toBeNull();
    expect(agentFromTemplate(template, { name: 'x', voice: '6650a1f2c3d4e5f655550009' }).voice).toBe(
      '6650a1f2c3d4e5f655550009',
    );
  });

  it('names a language in the reader’s language, and keeps an unknown tag as it is', () => {
    expect(languageName('en-US', 'en')).toBe('American English');
    expect(languageName('es-ES', 'es')).toMatch(/español/);
    expect(languageName('not a tag', 'en')).toBe('not a tag');
  });
});
