import type { components } from '@/api/schema.gen';

export type WebSource = components['schemas']['KnowledgeWebSource'];
export type WebSourceInput = components['schemas']['KnowledgeWebSourceInput'];
export type WebSourceChange = components['schemas']['KnowledgeWebSourceChange'];
export type WebSourceScope = components['schemas']['KnowledgeWebSourceScope'];
export type WebSourceRefresh = components['schemas']['KnowledgeWebSourceRefresh'];

export const PAGE_LIMIT = { min: 1, max: 500, initial: 50 } as const;

export interface WebSourceForm {
  url: string;
  scope: WebSourceScope;
  pageLimit: number;
  refresh: WebSourceRefresh;
}

export const isReading = (source: WebSource) => source.status === 'queued' || source.status === 'reading';

// What the poll watches: a read that moves on brings the wait back to its shortest.
export const readsFingerprint = (sources: readonly WebSource[]) =>
  sources.map((source) => `${source.id}:${source.status}`).join(',');

export const usedBy = (source: WebSource, agentId: string) => source.agents.includes(agentId);

export const withAgent = (source: WebSource, agentId: string, use: boolean): WebSourceChange => ({
  agents: use
    ? [...source.agents.filter((id) => id !== agentId), agentId]
    : source.agents.filter((id) => id !== agentId),
});

export const newSourceForm = (): WebSourceForm => ({
  url: 'https://',
  scope: 'page',
  pageLimit: PAGE_LIMIT.initial,
  refresh: 'weekly',
});

export const sourceForm = (source: WebSource): WebSourceForm => ({
  url: source.url,
  scope: source.scope,
  pageLimit: source.scope === 'page' ? PAGE_LIMIT.initial : source.pageLimit,
  refresh: source.refresh,
});

// A page alone is one page: the limit the form kept for "pages under it" is not sent.
export function sourceBody(form: WebSourceForm, agents: readonly string[]): WebSourceInput {
  const base = { url: form.url.trim(), scope: form.scope, refresh: form.refresh, agents: [...agents] };
  return form.scope === 'section' ? { ...base, pageLimit: form.pageLimit } : base;
}

// Only what changed is sent: a new address, scope or limit starts a new read, a schedule does not.
export function sourceChanges(source: WebSource, form: WebSourceForm): WebSourceChange | null {
  const changes: WebSourceChange = {};
  const url = form.url.trim();
  if (url !== source.url) changes.url = url;
  if (form.scope !== source.scope) changes.scope = form.scope;
  if (form.scope === 'section' && form.pageLimit !== source.pageLimit) changes.pageLimit = form.pageLimit;
  if (form.refresh !== source.refresh) changes.refresh = form.refresh;
  return Object.keys(changes).length > 0 ? changes : null;
}
