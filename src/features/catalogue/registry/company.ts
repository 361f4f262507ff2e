import { api } from '@/api/client';
import type { Company, CompanyInput } from '@/api/models/schemas';
import { companyInput, DEFAULT_COMPANY_TIME_ZONE, type CompanyForm } from '@/api/models/company-form';
import { catalogueCompanyForm } from '@/forms/registry.gen';
import { i18n } from '@/i18n';
import { formatLocaleNumber } from '@/lib/locale-number';
import { unwrap } from '@/api/errors';
import { changed } from './call';
import type { CatalogueEntry } from './types';

export type { Company } from '@/api/models/schemas';
type CompanyStatus = NonNullable<CompanyInput['status']>;

export interface CatalogueCompanyForm extends CompanyForm {
  plan?: string;
  status?: CompanyStatus;
}

// The contract's largest page size.
const PAGE_SIZE = 200;
const MAX_PAGES = 50;

export async function fetchCompanies(): Promise<Company[]> {
  const rows: Company[] = [];
  for (let pageIndex = 0; pageIndex < MAX_PAGES; pageIndex += 1) {
    const page = (
      await unwrap(api.GET('/company', { params: { query: { pageIndex, pageSize: PAGE_SIZE } } }))
    ).data;
    rows.push(...page.data);
    if (page.data.length === 0 || page.data.length < PAGE_SIZE || rows.length >= page.total) break;
  }
  return rows;
}

export async function planChoices(): Promise<{ value: string; label: string }[]> {
  const plans = (await unwrap(api.GET('/plans'))).data;
  return plans.map((plan) => ({ value: plan.id, label: plan.name }));
}

const amount = (value: number, currency: string) =>
  Number.isFinite(value)
    ? `${formatLocaleNumber(value, i18n.language, { maxDecimals: 2 })} ${currency}`
    : `— ${currency}`;

export const companyEntry: CatalogueEntry<Company, CatalogueCompanyForm, CompanyInput> = {
  key: 'company',
  screen: 'companies',
  operations: {
    list: { method: 'get', path: '/company' },
    read: { method: 'get', path: '/company/{id}' },
    create: { method: 'post', path: '/company' },
    update: { method: 'put', path: '/company/{id}' },
    delete: { method: 'delete', path: '/company/{id}' },
  },
  rowId: (row) => row.id,
  rowLabel: (row) => row.name,
  columns: [
    { key: 'name', text: (row) => row.name, sortable: true },
    { key: 'plan', text: (row) => row.planName ?? '—', sortable: true },
    {
      key: 'users',
      text: (row) => String(row.usersCount ?? 0),
      sortValue: (row) => row.usersCount ?? 0,
      sortable: true,
    },
    {
      key: 'agents',
      text: (row) => String(row.agentsCount ?? 0),
      sortValue: (row) => row.agentsCount ?? 0,
      sortable: true,
    },
    {
      key: 'status',
      text: (row) => row.status,
      sortable: true,
      translateAs: 'catalogue.company.status',
    },
    {
      key: 'balance',
      text: (row) => amount(row.balance, row.currency),
      sortValue: (row) => (Number.isFinite(row.balance) ? row.balance : 0),
      sortable: true,
    },
  ],
  form: catalogueCompanyForm,
  emptyForm: () => ({ timeZone: DEFAULT_COMPANY_TIME_ZONE, currency: 'USD', status: 'trial' }),
  toForm: (row) => ({
    name: row.name,
    email: row.email,
    ...(row.phone ? { phone: row.phone } : {}),
    ...(row.address ? { address: row.address } : {}),
    ...(row.website ? { website: row.website } : {}),
    timeZone: row.timeZone,
    currency: row.currency,
    ...(row.plan ? { plan: row.plan } : {}),
    status: row.status,
  }),
  toPayload: (form) => ({ ...companyInput(form), plan: form.plan ?? null, status: form.status ?? 'trial' }),
  fromPayload: (payload) => ({
    name: payload.name,
    email: payload.email,
    ...(payload.phone ? { phone: payload.phone } : {}),
    ...(payload.address ? { address: payload.address } : {}),
    ...(payload.website ? { website: payload.website } : {}),
    timeZone: payload.timeZone ?? DEFAULT_COMPANY_TIME_ZONE,
    currency: payload.currency ?? 'USD',
    ...(payload.plan ? { plan: payload.plan } : {}),
    status: payload.status ?? 'trial',
  }),
  choices: async () => ({ plan: await planChoices() }),
  fetchList: fetchCompanies,
  create: (payload) => changed(api.POST('/company', { body: payload })),
  update: (row, payload) =>
    changed(api.PUT('/company/{id}', { params: { path: { id: row.id } }, body: payload })),
  remove: (row) => changed(api.DELETE('/company/{id}', { params: { path: { id: row.id } } })),
};
