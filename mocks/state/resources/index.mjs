import { getAt, isObject } from '../contract.mjs';
import { countedSeed, countHandlers } from '../counts.mjs';
import { idOf } from '../rows.mjs';
import { handlers as agentVersions, partHandlers as agentParts, seedVersions } from './agent-versions.mjs';
import { handlers as agents } from './agents.mjs';
import { handlers as appsAndIntegrations } from './apps-and-integrations.mjs';
import { handlers as billing } from './billing.mjs';
import { handlers as callAnalysis } from './call-analysis.mjs';
import { handlers as calls } from './calls.mjs';
import { handlers as campaigns } from './campaigns.mjs';
import { handlers as campaignRules } from './campaign-rules.mjs';
import { handlers as catalogue } from './catalogue.mjs';
import { handlers as companies } from './companies.mjs';
import { clone } from './helpers.mjs';
import { handlers as knowledge } from './knowledge.mjs';
import { handlers as leadsAndGroups } from './leads-and-groups.mjs';
import { handlers as rates } from './rates.mjs';
import { handlers as testScenarios } from './test-scenarios.mjs';
import { handlers as testRuns } from './test-runs.mjs';
import { handlers as tickets } from './tickets.mjs';
import { handlers as users } from './users.mjs';
import { handlers as webSources } from './web-sources.mjs';
import { handlers as webhooks, seedWebhooks } from './webhooks.mjs';

export { seedFiles } from './knowledge.mjs';

const parts = [
  users,
  agents,
  agentVersions,
  agentParts,
  knowledge,
  billing,
  calls,
  callAnalysis,
  campaigns,
  campaignRules,
  leadsAndGroups,
  companies,
  catalogue,
  rates,
  testScenarios,
  testRuns,
  appsAndIntegrations,
  tickets,
  webSources,
  webhooks,
  countHandlers,
];

// table.mjs names an action once: two files answering to the same name would hide one of them.
export const handlers = {};
for (const part of parts) {
  for (const [name, handler] of Object.entries(part)) {
    if (name in handlers) throw new Error(`Two mock handlers are named ${name}`);
    handlers[name] = handler;
  }
}

export function extraSeed(data, ops) {
  countedSeed(data, ops);
  const rowsOf = (operationId, path) => clone(getAt(ops.get(operationId)?.example, path) ?? []);
  const add = (collection, rows) => {
    const list = (data[collection] ??= []);
    for (const row of rows) if (isObject(row) && !list.some((r) => idOf(r) === idOf(row))) list.push(row);
  };
  add('calls', rowsOf('callsFetch', ['data', 'data']));
  add('billingRecords', rowsOf('billingFetch', ['data', 'data']));
  add('campaigns', [getAt(ops.get('campaignsGetById')?.example, ['data'])]);
  add('companies', [clone(getAt(ops.get('profileGetCompany')?.example, ['data']))]);
  add(
    'tickets',
    [getAt(ops.get('ticketsGetById')?.example, ['data'])].map((ticket) => {
      if (!isObject(ticket)) return ticket;
      const { messages: _messages, ...rest } = clone(ticket);
      return rest;
    }),
  );
  add('cards', [clone(getAt(ops.get('cardsGetDefault')?.example, ['data']))]);
  data.preferences = clone(getAt(ops.get('profileGetPreference')?.example, ['data']) ?? {});
  data.balance = clone(getAt(ops.get('billingFetch')?.example, ['data', 'balance']) ?? {});
  const owner = (data.users ?? []).find((user) => user.role === 'company_admin') ?? {};
  seedVersions(data, {
    id: String(owner.id ?? owner._id ?? ''),
    name: [owner.firstName, owner.lastName].filter(Boolean).join(' '),
  });
  seedWebhooks(data, ops);
  return data;
}
