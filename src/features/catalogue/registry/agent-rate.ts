import { api } from '@/api/client';
import type { components } from '@/api/schema.gen';
import { catalogueAgentRateForm } from '@/forms/registry.gen';
import type { Choice } from '@/forms/widgets/choice/choices';
import { i18n } from '@/i18n';
import { formatLocaleNumber } from '@/lib/locale-number';
import { unwrap } from '@/api/errors';
import { changed } from './call';
import type { CatalogueEntry, ChangeResult } from './types';
import type { AgentRate } from '@/api/models/schemas';

type AgentRateInput = components['schemas']['AgentRateInput'];

export interface AgentRateForm {
  agent?: string;
  pricePerMinute?: number;
  currency?: string;
  effectiveFrom?: string;
}

// The contract's largest page size.
const PAGE_SIZE = 200;
const MAX_PAGES = 50;

// The person's local day, not UTC's.
export function today(now = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${String(now.getFullYear())}-${month}-${day}`;
}

async function fetchAgentRates(): Promise<AgentRate[]> {
  const rows: AgentRate[] = [];
  for (let pageIndex = 0; pageIndex < MAX_PAGES; pageIndex += 1) {
    const page = (
      await unwrap(api.POST('/agents/list_agent_rates', { body: { pageIndex, pageSize: PAGE_SIZE } }))
    ).data;
    rows.push(...page.data);
    if (page.data.length === 0 || page.data.length < PAGE_SIZE || rows.length >= page.total) break;
  }
  return rows;
}

async function agentChoices(): Promise<Choice[]> {
  const agents = (await unwrap(api.GET('/agents'))).data;
  return agents.map((agent) => ({ value: agent.id, label: agent.name }));
}

const save = (payload: AgentRateInput) => changed(api.POST('/agents/update_agent_rate', { body: payload }));
const remove = (row: AgentRate) => changed(api.POST('/agents/delete_agent_rates', { body: { id: row.id } }));

// The contract keys a rate by agent and `effectiveFrom`: another agent or day adds a rate,
// so the edited one is deleted (an edit never leaves the old price behind).
async function update(row: AgentRate, payload: AgentRateInput): Promise<ChangeResult> {
  const result = await save(payload);
  if (payload.agent !== row.agent || (payload.effectiveFrom ?? today()) !== row.effectiveFrom)
    await remove(row);
  return result;
}

// Irregular in the contract: every call is a POST, and one call creates and updates (by agent and day).
export const agentRateEntry: CatalogueEntry<AgentRate, AgentRateForm, AgentRateInput> = {
  key: 'agentRate',
  screen: 'superadminLicenseMinutePrices',
  operations: {
    list: { method: 'post', path: '/agents/list_agent_rates' },
    create: { method: 'post', path: '/agents/update_agent_rate' },
    update: { method: 'post', path: '/agents/update_agent_rate' },
    delete: { method: 'post', path: '/agents/delete_agent_rates' },
  },
  rowId: (row) => row.id,
  rowLabel: (row) => `${row.agentName} (${row.effectiveFrom})`,
  columns: [
    { key: 'agentName', text: (row) => row.agentName, sortable: true },
    {
      key: 'pricePerMinute',
      text: (row) => `${formatLocaleNumber(row.pricePerMinute, i18n.language)} ${row.currency}`,
      sortValue: (row) => row.pricePerMinute,
      sortable: true,
    },
    { key: 'effectiveFrom', text: (row) => row.effectiveFrom, sortable: true },
  ],
  form: catalogueAgentRateForm,
  emptyForm: () => ({ currency: 'USD', effectiveFrom: today() }),
  toForm: (row) => ({
    agent: row.agent,
    pricePerMinute: row.pricePerMinute,
    currency: row.currency,
    effectiveFrom: row.effectiveFrom,
  }),
  toPayload: (form) => ({
    agent: form.agent ?? '',
    pricePerMinute: form.pricePerMinute ?? 0,
    currency: form.currency ?? 'USD',
    effectiveFrom: form.effectiveFrom ?? today(),
  }),
  fromPayload: (payload) => ({
    agent: payload.agent,
    pricePerMinute: payload.pricePerMinute,
    currency: payload.currency ?? 'USD',
    effectiveFrom: payload.effectiveFrom ?? today(),
  }),
  fetchList: fetchAgentRates,
  create: save,
  update,
  remove,
  choices: async () => ({ agent: await agentChoices() }),
};
