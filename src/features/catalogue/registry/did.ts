import { api } from '@/api/client';
import type { components } from '@/api/schema.gen';
import { catalogueDidForm } from '@/forms/registry.gen';
import { changed, unwrap } from './call';
import type { CatalogueEntry } from './types';

type Did = components['schemas']['Did'];
type DidInput = components['schemas']['DidInput'];

/** A phone number with the names of its companies and agents (looked up when the list loads). */
export type DidRow = Did & {
  companyNames: string[];
  inboundAgentName: string | null;
  outboundAgentNames: string[];
};

/** The form data of forms/catalogue-did.schema.json: no inbound agent is a missing field. */
export interface DidForm {
  number?: string;
  inboundAgent?: string;
  outboundAgents?: string[];
}

type Names = ReadonlyMap<string, string>;

/** id → name of the agents the numbers can serve (`GET /agents`). */
async function agentNames(): Promise<Names> {
  const { data } = await unwrap(api.GET('/agents'));
  return new Map(data.map((agent) => [agent.id, agent.name]));
}

/** id → name of every company (`GET /company/menu`). */
async function companyNames(): Promise<Names> {
  const { data } = await unwrap(api.GET('/company/menu'));
  return new Map(data.map((company) => [company.id, company.name]));
}

/** A name lookup that leaves the id when the name is unknown (or the lookup failed). */
const named = (names: Names, id: string) => names.get(id) ?? id;

/** The numbers, each with its companies' and agents' names; a failed lookup shows the ids. */
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

/** The agents as choices of the inbound and outbound fields. */
async function agentChoices() {
  const { data } = await unwrap(api.GET('/agents'));
  const choices = data
    .map((agent) => ({ value: agent.id, label: agent.name }))
    .sort((a, b) => a.label.localeCompare(b.label));
  return { inboundAgent: choices, outboundAgents: choices };
}

const list = (names: readonly string[]) => (names.length > 0 ? names.join(', ') : '—');

/**
 * Phone numbers (DIDs) of the platform (/superadmin/did). The spec's update payload is
 * `number, inboundAgent, outboundAgents[]`; the console adds a number with the same fields
 * (`DidCreateInput` takes them, the other details are optional there).
 */
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
