import { api } from '@/api/client';
import type { components } from '@/api/schema.gen';
import { catalogueDidForm } from '@/forms/registry.gen';
import { unwrap } from '@/api/errors';
import { changed } from './call';
import type { CatalogueEntry } from './types';
import type { Did } from '@/api/models/schemas';

type DidInput = components['schemas']['DidInput'];

export type DidRow = Did & {
  companyNames: string[];
  inboundAgentName: string | null;
  outboundAgentNames: string[];
};

export interface DidForm {
  number?: string;
  inboundAgent?: string;
  outboundAgents?: string[];
}

type Names = ReadonlyMap<string, string>;

async function agentNames(): Promise<Names> {
  const { data } = await unwrap(api.GET('/agents'));
  return new Map(data.map((agent) => [agent.id, agent.name]));
}

async function companyNames(): Promise<Names> {
  const { data } = await unwrap(api.GET('/company/menu'));
  return new Map(data.map((company) => [company.id, company.name]));
}

const named = (names: Names, id: string) => names.get(id) ?? id;

export async function fetchDids(): Promise<DidRow[]> {
  const [dids, agents, companies] = await Promise.all([
    unwrap(api.GET('/dids')),
    agentNames().catch((): Names => new Map()),
    companyNames().catch((): Names => new Map()),
  ]);
  return dids.data.data.map((did) => ({
    ...did,
    companyNames: did.assigned.map((id) => named(companies, id)),
    inboundAgentName: did.inboundAgent ? named(agents, did.inboundAgent) : null,
    outboundAgentNames: did.outboundAgents.map((id) => named(agents, id)),
  }));
}

async function agentChoices() {
  const { data } = await unwrap(api.GET('/agents'));
  const choices = data
    .map((agent) => ({ value: agent.id, label: agent.name }))
    .sort((a, b) => a.label.localeCompare(b.label));
  return { inboundAgent: choices, outboundAgents: choices };
}

const list = (names: readonly string[]) => (names.length > 0 ? names.join(', ') : '—');

// spec: the update payload is `number, inboundAgent, outboundAgents[]`; a create sends the same fields.
export const didEntry: CatalogueEntry<DidRow, DidForm, DidInput> = {
  key: 'did',
  screen: 'superadminDid',
  operations: {
    list: { method: 'get', path: '/dids' },
    read: { method: 'get', path: '/dids/{id}' },
    create: { method: 'post', path: '/dids' },
    update: { method: 'put', path: '/dids/{id}' },
    delete: { method: 'delete', path: '/dids/{id}' },
  },
  rowId: (row) => row.id,
  rowLabel: (row) => row.number,
  columns: [
    { key: 'number', text: (row) => row.number, sortable: true },
    { key: 'status', text: (row) => row.status, sortable: true, translateAs: 'catalogue.did.status' },
    { key: 'companies', text: (row) => list(row.companyNames), sortable: true },
    { key: 'inboundAgent', text: (row) => row.inboundAgentName ?? '—', sortable: true },
    { key: 'outboundAgents', text: (row) => list(row.outboundAgentNames) },
  ],
  form: catalogueDidForm,
  choices: agentChoices,
  emptyForm: () => ({ outboundAgents: [] }),
  toForm: (row) => ({
    number: row.number,
    ...(row.inboundAgent ? { inboundAgent: row.inboundAgent } : {}),
    outboundAgents: [...row.outboundAgents],
  }),
  toPayload: (form) => ({
    number: (form.number ?? '').trim(),
    inboundAgent: form.inboundAgent ?? null,
    outboundAgents: [...new Set(form.outboundAgents ?? [])],
  }),
  // Also reads a create body of the contract, where the agents are optional.
  fromPayload: (payload: Partial<DidInput>) => ({
    number: payload.number,
    ...(payload.inboundAgent ? { inboundAgent: payload.inboundAgent } : {}),
    outboundAgents: [...(payload.outboundAgents ?? [])],
  }),
  fetchList: fetchDids,
  create: (payload) => changed(api.POST('/dids', { body: payload })),
  update: (row, payload) =>
    changed(api.PUT('/dids/{id}', { params: { path: { id: row.id } }, body: payload })),
  remove: (row) => changed(api.DELETE('/dids/{id}', { params: { path: { id: row.id } } })),
};
