import { api } from '@/api/client';
import type { components } from '@/api/schema.gen';
import { catalogueAgentRateForm } from '@/forms/registry.gen';
import type { Choice } from '@/forms/widgets/choice/choices';
import { i18n } from '@/i18n';
import { formatLocaleNumber } from '@/lib/locale-number';
import { changed, unwrap } from './call';
import type { CatalogueEntry, ChangeResult } from './types';

type AgentRate = components['schemas']['AgentRate'];
type AgentRateInput = components['schemas']['AgentRateInput'];

/** The form data of forms/catalogue-agent-rate.schema.json. */
export interface AgentRateForm {
  agent?: string;
  pricePerMinute?: number;
  currency?: string;
  effectiveFrom?: string;
}

/** The contract's page size limit of `POST /agents/list_agent_rates`, and how many pages to read. */
const PAGE_SIZE = 200;
const MAX_PAGES = 50;

/** Today in the person's time zone, as the contract's `date` (YYYY-MM-DD). */
export function today(now = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${String(now.getFullYear())}-${month}-${day}`;
}

/** Every agent rate, page by page. */
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

/** The agents a rate can be for (`GET /agents`), as the form's choices. */
async function agentChoices(): Promise<Choice[]> {
  const agents = (await unwrap(api.GET('/agents'))).data;
  return agents.map((agent) => ({ value: agent.id, label: agent.name }));
}

const save = (payload: AgentRateInput) => changed(api.POST('/agents/update_agent_rate', { body: payload }));
const remove = (row: AgentRate) => changed(api.POST('/agents/delete_agent_rates', { body: { id: row.id } }));

/**
 * An edit. The contract keys a rate by its agent and `effectiveFrom`: saving with the same ones
 * replaces the rate; with another agent or day it adds one, so the edited rate is then deleted
 * (an edit never leaves the old price behind).
 */
async function update(row: AgentRate, payload: AgentRateInput): Promise<ChangeResult> {
  const result = await save(payload);
  if (payload.agent !== row.agent || (payload.effectiveFrom ?? today()) !== row.effectiveFrom)
    await remove(row);
  return result;
}

/**
 * Agent rates, the price per minute a company pays for the calls of one agent from a given day
 * (/superadmin/license-minute-prices). Irregular in the contract: everything is a POST; one call
 * creates and updates (by agent and day).
 */
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
