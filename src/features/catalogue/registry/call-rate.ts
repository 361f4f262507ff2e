import type { TFunction } from 'i18next';
import { api, multipart } from '@/api/client';
import type { components } from '@/api/schema.gen';
import type { ImportBatch, ImportField, ImportResult } from '@/components/data-import';
import { catalogueCallRateForm } from '@/forms/registry.gen';
import type { Choice } from '@/forms/widgets/choice/choices';
import { i18n } from '@/i18n';
import { formatLocaleNumber } from '@/lib/locale-number';
import { unwrap } from '@/api/errors';
import { changed } from './call';
import type { CatalogueEntry, Importer } from './types';

type CallRate = components['schemas']['CallRate'];
type CallRateInput = components['schemas']['CallRateInput'];

export interface CallRateForm {
  company?: string;
  destination?: string;
  prefix?: string;
  pricePerMinute?: number;
  licensePricePerMinute?: number;
  currency?: string;
}

// The contract's largest page size.
const PAGE_SIZE = 200;
const MAX_PAGES = 50;

const PREFIX = /^\d{1,15}$/;
const AMOUNT = /^(\d+(\.\d*)?|\.\d+)$/;
const CURRENCY = /^[A-Z]{3}$/;

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

const batchFile = (batch: ImportBatch) => new File([batch.csv], 'batch.csv', { type: 'text/csv' });

const importBody = (batch: ImportBatch, company: string | null) => ({
  file: batchFile(batch),
  ...(company !== null ? { company } : {}),
});

type RateImportResult = components['schemas']['RateImportResult'];

function importResult(message: string | undefined, data: RateImportResult): ImportResult {
  return {
    message,
    kept: data.imported + data.updated,
    refused: data.errors.length,
    issues: data.errors,
  };
}

export function callRateImporters(
  company: string | null,
  replaces?: { target: string | null; count: number },
): readonly Importer[] {
  return [
    {
      key: 'merge',
      operation: { method: 'post', path: '/import_call_rates_per_minute' },
      fields: importFields,
      send: async (batch) => {
        const { message, data } = await unwrap(
          multipart.POST('/import_call_rates_per_minute', { body: importBody(batch, company) }),
        );
        return importResult(message, data);
      },
    },
    {
      key: 'replace',
      operation: { method: 'post', path: '/import_full_call_rates_per_minute' },
      fields: importFields,
      notice: (t) =>
        t('catalogue.callRate.target.replaceWarning', {
          count: replaces?.count ?? 0,
          target: replaces?.target ?? t('catalogue.callRate.target.defaultPhrase'),
        }),
      send: async (batch) => {
        const { message, data } = await unwrap(
          multipart.POST('/import_full_call_rates_per_minute', { body: importBody(batch, company) }),
        );
        const deleted = i18n.t('catalogue.callRate.imports.replace.deleted', { count: data.deleted ?? 0 });
        return importResult(message ? `${message}. ${deleted}` : deleted, data);
      },
    },
  ];
}

async function companyChoices(): Promise<Choice[]> {
  const menu = (await unwrap(api.GET('/company/menu'))).data;
  return menu.map((company) => ({ value: company.id, label: company.name }));
}

const updateBody = (id: string, payload: CallRateInput): CallRateInput => ({ id, ...payload });

// Irregular in the contract: every call is a POST; one creates (no `id`) and updates (with `id`).
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
      text: (row) => `${formatLocaleNumber(row.pricePerMinute, i18n.language)} ${row.currency}`,
      sortValue: (row) => row.pricePerMinute,
      sortable: true,
    },
    {
      key: 'licensePricePerMinute',
      text: (row) => `${formatLocaleNumber(row.licensePricePerMinute, i18n.language)} ${row.currency}`,
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
    ...(row.company ? { company: row.company } : {}),
    destination: row.destination,
    prefix: row.prefix,
    pricePerMinute: row.pricePerMinute,
    licensePricePerMinute: row.licensePricePerMinute,
    currency: row.currency,
  }),
  toPayload: (form) => ({
    company: form.company ?? null,
    destination: (form.destination ?? '').trim(),
    prefix: form.prefix ?? '',
    pricePerMinute: form.pricePerMinute ?? 0,
    licensePricePerMinute: form.licensePricePerMinute ?? 0,
    currency: form.currency ?? 'USD',
  }),
  fromPayload: (payload) => ({
    ...(payload.company ? { company: payload.company } : {}),
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
    changed(api.POST('/call_rates_create_update', { body: updateBody(row.id, payload) })),
  remove: (row) => changed(api.POST('/call_rates_delete', { body: { id: row.id } })),
  importers: callRateImporters(null),
  choices: async () => ({ company: await companyChoices() }),
};

export function callRateEntryFor(
  company: string | null,
  companyNames: ReadonlyMap<string, string> = new Map(),
  targetCount = 0,
): CatalogueEntry<CallRate, CallRateForm, CallRateInput> {
  const target = company === null ? null : (companyNames.get(company) ?? company);
  return {
    ...callRateEntry,
    importers: callRateImporters(company, { target, count: targetCount }),
    columns: callRateEntry.columns.map((column) =>
      column.key === 'company'
        ? {
            ...column,
            text: (row: CallRate) =>
              row.company ? (companyNames.get(row.company) ?? row.company) : 'default',
          }
        : column,
    ),
  };
}
