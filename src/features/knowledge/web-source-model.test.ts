// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { knowledgeWebSourceForm } from '@/forms/registry.gen';
import { contractPaths, requestProblems } from '@/test/contract';
import {
  newSourceForm,
  readsFingerprint,
  sourceBody,
  sourceChanges,
  sourceForm,
  withAgent,
  type WebSource,
  type WebSourceForm,
} from './web-source-model';

beforeAll(async () => {
  await contractPaths();
}, 60_000);

const RECEPTIONIST = '6650a1f2c3d4e5f6bbbb0001';
const TRIAGE = '6650a1f2c3d4e5f6bbbb0004';

const source: WebSource = {
  id: '6650a1f2c3d4e5f6abab0002',
  url: 'https://www.brightsmiledental.com/insurance',
  scope: 'page',
  pageLimit: 1,
  refresh: 'weekly',
  agents: [RECEPTIONIST],
  status: 'ready',
  pageCount: 1,
  failureReason: null,
  lastRefreshAt: '2026-11-30T08:00:05Z',
  nextRefreshAt: '2026-12-07T08:00:00Z',
  createdAt: '2026-11-16T08:00:00Z',
  updatedAt: '2026-11-16T08:00:00Z',
};

const { validator, schema } = knowledgeWebSourceForm;
const valid = (form: WebSourceForm) => validator.isValid(schema, form, schema);

describe('the web page form', () => {
  it('takes https addresses only, as the server does, and says so before sending', () => {
    const form = newSourceForm();
    expect(valid(form)).toBe(false);
    for (const url of ['https://example.com', 'https://example.com/help?x=1', ' https://a.b.example.org/ ']) {
      expect(valid({ ...form, url })).toBe(true);
    }
    for (const url of [
      'http://example.com/',
      'example.com',
      'https://localhost',
      'https://exa mple.com',
      '',
    ]) {
      expect(valid({ ...form, url })).toBe(false);
    }
  });

  it('keeps the page limit within 1 to 500', () => {
    const form = { ...newSourceForm(), url: 'https://example.com', scope: 'section' as const };
    expect(valid({ ...form, pageLimit: 1 })).toBe(true);
    expect(valid({ ...form, pageLimit: 500 })).toBe(true);
    expect(valid({ ...form, pageLimit: 0 })).toBe(false);
    expect(valid({ ...form, pageLimit: 501 })).toBe(false);
    expect(valid({ ...form, pageLimit: 2.5 })).toBe(false);
  });

  it('sends bodies the contract accepts, with a limit only for the pages under the address', async () => {
    const page = sourceBody({ ...newSourceForm(), url: ' https://example.com/faq ' }, [RECEPTIONIST]);
    expect(page).toEqual({
      url: 'https://example.com/faq',
      scope: 'page',
      refresh: 'weekly',
      agents: [RECEPTIONIST],
    });
    const section = sourceBody(
      { ...newSourceForm(), url: 'https://example.com', scope: 'section', pageLimit: 40 },
      [],
    );
    expect(section.pageLimit).toBe(40);
    for (const body of [page, section])
      expect(await requestProblems('post', '/web_sources', body)).toBeNull();
  });

  it('sends only what changed, and nothing when nothing did', async () => {
    expect(sourceChanges(source, sourceForm(source))).toBeNull();
    const changes = sourceChanges(source, {
      ...sourceForm(source),
      scope: 'section',
      pageLimit: 20,
      refresh: 'daily',
    });
    expect(changes).toEqual({ scope: 'section', pageLimit: 20, refresh: 'daily' });
    expect(await requestProblems('put', '/web_sources/{id}', changes)).toBeNull();
  });

  it('gives a source to an agent or takes it away through its list of agents', async () => {
    expect(withAgent(source, TRIAGE, true)).toEqual({ agents: [RECEPTIONIST, TRIAGE] });
    expect(withAgent(source, RECEPTIONIST, true)).toEqual({ agents: [RECEPTIONIST] });
    expect(withAgent(source, RECEPTIONIST, false)).toEqual({ agents: [] });
    expect(
      await requestProblems('put', '/web_sources/{id}', withAgent(source, RECEPTIONIST, false)),
    ).toBeNull();
  });

  it('changes what the poll watches only when a read moves on', () => {
    const reading = { ...source, status: 'reading' as const };
    expect(readsFingerprint([source])).toBe(readsFingerprint([{ ...source, pageCount: 3 }]));
    expect(readsFingerprint([source])).not.toBe(readsFingerprint([reading]));
  });
});
