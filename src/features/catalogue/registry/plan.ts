import { api } from '@/api/client';
import type { components } from '@/api/schema.gen';
import { cataloguePlanForm } from '@/forms/registry.gen';
import { i18n } from '@/i18n';
import { formatLocaleNumber } from '@/lib/locale-number';
import { unwrap } from '@/api/errors';
import { changed } from './call';
import type { CatalogueEntry } from './types';
import type { Plan } from '@/api/models/schemas';

type PlanInput = components['schemas']['PlanInput'];
type PlanUpdate = components['schemas']['PlanUpdate'];

export type PlanForm = Partial<PlanInput>;

const updateBody = (id: string, payload: PlanInput): PlanUpdate => ({ id, ...payload });

// Irregular in the contract: `PUT /plans` and `DELETE /plans` name no plan in the path (body id, `?id=`).
export const planEntry: CatalogueEntry<Plan, PlanForm, PlanInput> = {
  key: 'plan',
  screen: 'superadminPlan',
  operations: {
    list: { method: 'get', path: '/plans' },
    create: { method: 'post', path: '/plans' },
    update: { method: 'put', path: '/plans' },
    delete: { method: 'delete', path: '/plans' },
  },
  rowId: (row) => row.id,
  rowLabel: (row) => row.name,
  columns: [
    { key: 'name', text: (row) => row.name, sortable: true },
    {
      key: 'price',
      text: (row) => `${formatLocaleNumber(row.price, i18n.language)} ${row.currency} / ${row.interval}`,
      sortValue: (row) => row.price,
      sortable: true,
    },
    {
      key: 'minutesIncluded',
      text: (row) => String(row.minutesIncluded),
      sortValue: (row) => row.minutesIncluded,
      sortable: true,
    },
    {
      key: 'agentsLimit',
      text: (row) => String(row.agentsLimit),
      sortValue: (row) => row.agentsLimit,
      sortable: true,
    },
    { key: 'isActive', text: (row) => (row.isActive ? '✓' : '—') },
  ],
  form: cataloguePlanForm,
  emptyForm: () => ({ currency: 'USD', interval: 'month', features: [], isActive: true }),
  toForm: (row) => ({
    name: row.name,
    description: row.description,
    price: row.price,
    currency: row.currency,
    interval: row.interval,
    minutesIncluded: row.minutesIncluded,
    agentsLimit: row.agentsLimit,
    seatsLimit: row.seatsLimit,
    phoneNumbersLimit: row.phoneNumbersLimit,
    overagePerMinute: row.overagePerMinute,
    features: [...row.features],
    isActive: row.isActive,
  }),
  // The form's schema requires every field the contract requires: a valid form is a full body.
  toPayload: (form) => ({
    name: form.name ?? '',
    description: form.description ?? '',
    price: form.price ?? 0,
    currency: form.currency ?? 'USD',
    interval: form.interval ?? 'month',
    minutesIncluded: form.minutesIncluded ?? 0,
    agentsLimit: form.agentsLimit ?? 0,
    seatsLimit: form.seatsLimit ?? 0,
    phoneNumbersLimit: form.phoneNumbersLimit ?? 0,
    overagePerMinute: form.overagePerMinute ?? 0,
    features: (form.features ?? []).filter((feature) => feature.trim() !== ''),
    isActive: form.isActive ?? true,
  }),
  fromPayload: (payload) => {
    const { name, description, price, currency, interval, minutesIncluded } = payload;
    const { agentsLimit, seatsLimit, phoneNumbersLimit, overagePerMinute, features, isActive } = payload;
    return {
      name,
      description,
      price,
      currency: currency ?? 'USD',
      interval,
      minutesIncluded,
      agentsLimit,
      seatsLimit,
      phoneNumbersLimit,
      overagePerMinute,
      features,
      isActive,
    };
  },
  updateBody,
  fetchList: async () => (await unwrap(api.GET('/plans'))).data,
  create: (payload) => changed(api.POST('/plans', { body: payload })),
  update: (row, payload) => changed(api.PUT('/plans', { body: updateBody(row.id, payload) })),
  remove: (row) => changed(api.DELETE('/plans', { params: { query: { id: row.id } } })),
};
