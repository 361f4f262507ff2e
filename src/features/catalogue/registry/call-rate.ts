import type { TFunction } from 'i18next';
import { api, multipart } from '@/api/client';
import type { components } from '@/api/schema.gen';
import type { ImportBatch, ImportField, ImportResult } from '@/components/data-import';
import { catalogueCallRateForm } from '@/forms/registry';
import { changed, unwrap } from './call';
import type { CatalogueEntry } from './types';

type CallRate = components['schemas']['CallRate'];
type CallRateInput = components['schemas']['CallRateInput'];

/** The form data of forms/catalogue-call-rate.schema.json. */
export interface CallRateForm {
  destination?: string;
  prefix?: string;
  pricePerMinute?: number;
  licensePricePerMinute?: number;
  currency?: string;
}

/** The contract's page size limit of `POST /call_rates_list`, and how many pages the table reads. */
const PAGE_SIZE = 200;
const MAX_PAGES = 50;

const PREFIX = /^\d{1,15}$/;
const AMOUNT = /^(\d+(\.\d*)?|\.\d+)$/;
const CURRENCY = /^[A-Z]{3}$/;

/** Every call rate (platform defaults and company prices), page by page. */
async function fetchCallRates(): Promise<CallRate[]> {
  const rows: CallRate[] = [];
  for (let pageIndex = 0; pageIndex < MAX_PAGES; pageIndex += 1) {
    const page = (await unwrap(api.POST('/call_rates_list', { body: { pageIndex, pageSize: PAGE_SIZE } })))
      .data;
    rows.push(...page.data);
    if (page.data.length === 0 || page.data.length < PAGE_SIZE || rows.length >= page.total) break;
  }
  return rows;
}

/** The columns of a call-rate CSV (names as the contract's file header), checked as the form is. */
function importFields(t: TFunction): ImportField[] {
  const amount = (value: string) =>
    AMOUNT.test(value.trim()) ? undefined : t('catalogue.callRate.validation.price');
  return [
    {
      name: 'destination',
      label: t('catalogue.callRate.fields.destination'),
      required: true,
      aliases: ['country'],
      validate: (value) =>
        value.trim().length <= 120 ? undefined : t('catalogue.callRate.validation.destination'),
    },
    {
      name: 'prefix',
      label: t('catalogue.callRate.fields.prefix'),
      required: true,
      aliases: ['code', 'dial code'],
      validate: (value) =>
        PREFIX.test(value.trim()) ? undefined : t('catalogue.callRate.validation.prefix'),
    },
    {
      name: 'pricePerMinute',
      label: t('catalogue.callRate.fields.pricePerMinute'),
      required: true,
      aliases: ['price', 'price per minute', 'rate'],
      validate: amount,
    },
    {
      name: 'licensePricePerMinute',
      label: t('catalogue.callRate.fields.licensePricePerMinute'),
      required: true,
      aliases: ['license price', 'license price per minute', 'license'],
      validate: amount,
    },
    {
      name: 'currency',
      label: t('catalogue.callRate.fields.currency'),
      required: true,
      validate: (value) =>
        CURRENCY.test(value.trim()) ? undefined : t('catalogue.callRate.validation.currency'),
    },
  ];
}

/** Sends the good rows as a CSV file (header = the contract's column names). */
async function sendImport(batch: ImportBatch): Promise<ImportResult> {
  const file = new File([batch.csv], 'batch.csv', { type: 'text/csv' });
  const { message, data } = await unwrap(multipart.POST('/import_call_rates_per_minute', { body: { file } }));
  return {
    message,
    kept: data.imported + data.updated,
    refused: data.errors.length,
    issues: data.errors,
  };
}

const updateBody = (id: string, payload: CallRateInput): CallRateInput => ({ id, ...payload });

/**
 * Call rates, the minute prices by destination (/superadmin/edit-minute-prices). Irregular in the
 * contract: everything is a POST; one call creates (no `id`) and updates (with `id`). An update
 * keeps the row's company; a new call rate is a platform default.
 */
export const callRateEntry: CatalogueEntry<CallRate, CallRateForm, CallRateInput> = {
  key: 'callRate',
  screen: 'superadminEditMinutePrices',
  operations: {
    list: { method: 'post', path: '/call_rates_list' },
    create: { method: 'post', path: '/call_rates_create_update' },
    update: { method: 'post', path: '/call_rates_create_update' },
    delete: { method: 'post', path: '/call_rates_delete' },
  },
  rowId: (row) => row.id,
  rowLabel: (row) => `${row.destination} (+${row.prefix})`,
  columns: [
    { key: 'destination', text: (row) => row.destination, sortable: true },
    {
      key: 'prefix',
      text: (row) => `+${row.prefix}`,
      sortValue: (row) => row.prefix,
      sortable: true,
    },
    {
      key: 'pricePerMinute',
      text: (row) => `${row.pricePerMinute} ${row.currency}`,
      sortValue: (row) => row.pricePerMinute,
      sortable: true,
    },
    {
      key: 'licensePricePerMinute',
      text: (row) => `${row.licensePricePerMinute} ${row.currency}`,
      sortValue: (row) => row.licensePricePerMinute,
      sortable: true,
    },
    {
      key: 'company',
      text: (row) => row.company ?? 'default',
      sortable: true,
      translateAs: 'catalogue.callRate.company',
    },
  ],
  form: catalogueCallRateForm,
  emptyForm: () => ({ currency: 'USD' }),
  toForm: (row) => ({
    destination: row.destination,
    prefix: row.prefix,
    pricePerMinute: row.pricePerMinute,
    licensePricePerMinute: row.licensePricePerMinute,
    currency: row.currency,
  }),
  toPayload: (form) => ({
    destination: (form.destination ?? '').trim(),
    prefix: form.prefix ?? '',
    pricePerMinute: form.pricePerMinute ?? 0,
    licensePricePerMinute: form.licensePricePerMinute ?? 0,
    currency: form.currency ?? 'USD',
  }),
  fromPayload: (payload) => ({
    destination: payload.destination,
    prefix: payload.prefix,
    pricePerMinute: payload.pricePerMinute,
    licensePricePerMinute: payload.licensePricePerMinute,
    currency: payload.currency ?? 'USD',
  }),
  updateBody,
  fetchList: fetchCallRates,
  create: (payload) => changed(api.POST('/call_rates_create_update', { body: payload })),
  update: (row, payload) =>
    changed(
      api.POST('/call_rates_create_update', {
        body: { ...updateBody(row.id, payload), company: row.company ?? null },
      }),
    ),
  remove: (row) => changed(api.POST('/call_rates_delete', { body: { id: row.id } })),
  importers: [
    {
      key: 'merge',
      operation: { method: 'post', path: '/import_call_rates_per_minute' },
      fields: importFields,
      send: sendImport,
    },
  ],
};
