import type { TFunction } from 'i18next';
import { api, multipart } from '@/api/client';
import type { components } from '@/api/schema.gen';
import type { ImportBatch, ImportField, ImportResult } from '@/components/data-import';
import { catalogueRateForm } from '@/forms/registry.gen';
import { i18n } from '@/i18n';
import { formatLocaleNumber } from '@/lib/locale-number';
import { unwrap } from '@/api/errors';
import { changed } from './call';
import { today } from './agent-rate';
import type { CatalogueEntry, ChangeResult } from './types';

type Rate = components['schemas']['Rate'];
type RateInput = components['schemas']['RateInput'];

export type RateForm = Partial<RateInput>;

const COUNTRY = /^[A-Z]{2}$/;
const PREFIX = /^\d{1,15}$/;
const AMOUNT = /^(\d+(\.\d*)?|\.\d+)$/;
const CURRENCY = /^[A-Z]{3}$/;
const INCREMENT = /^\d{1,2}$/;
const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

export function rateImportFields(t: TFunction): ImportField[] {
  const check = (pattern: RegExp, message: string) => (value: string) =>
    pattern.test(value.trim()) ? undefined : t(message);
  return [
    {
      name: 'country',
      label: t('catalogue.rate.fields.country'),
      required: true,
      aliases: ['country code', 'iso'],
      validate: check(COUNTRY, 'catalogue.rate.validation.country'),
    },
    {
      name: 'prefix',
      label: t('catalogue.rate.fields.prefix'),
      required: true,
      aliases: ['code', 'dial code'],
      validate: check(PREFIX, 'catalogue.rate.validation.prefix'),
    },
    {
      name: 'description',
      label: t('catalogue.rate.fields.description'),
      required: true,
      aliases: ['destination', 'name'],
      validate: (value) =>
        value.trim().length <= 120 ? undefined : t('catalogue.rate.validation.description'),
    },
    {
      name: 'pricePerMinute',
      label: t('catalogue.rate.fields.pricePerMinute'),
      required: true,
      aliases: ['price', 'price per minute', 'rate'],
      validate: check(AMOUNT, 'catalogue.rate.validation.price'),
    },
    {
      name: 'currency',
      label: t('catalogue.rate.fields.currency'),
      validate: check(CURRENCY, 'catalogue.rate.validation.currency'),
    },
    {
      name: 'billingIncrement',
      label: t('catalogue.rate.fields.billingIncrement'),
      aliases: ['increment', 'billing increment'],
      validate: (value) => {
        const seconds = Number(value.trim());
        return INCREMENT.test(value.trim()) && seconds >= 1 && seconds <= 60
          ? undefined
          : t('catalogue.rate.validation.billingIncrement');
      },
    },
    {
      name: 'effectiveFrom',
      label: t('catalogue.rate.fields.effectiveFrom'),
      aliases: ['effective from', 'from', 'date'],
      validate: check(DATE, 'catalogue.rate.validation.effectiveFrom'),
    },
  ];
}

async function sendImport(batch: ImportBatch): Promise<ImportResult> {
  const file = new File([batch.csv], 'batch.csv', { type: 'text/csv' });
  const { message, data } = await unwrap(multipart.POST('/rates/import', { body: { file } }));
  return {
    message,
    kept: data.imported + data.updated,
    refused: data.errors.length,
    issues: data.errors,
  };
}

export function deleteAllRates(): Promise<ChangeResult> {
  return changed(api.DELETE('/rates/all'));
}

export const rateEntry: CatalogueEntry<Rate, RateForm, RateInput> = {
  key: 'rate',
  screen: 'superadminLicenseMinutePrices',
  operations: {
    list: { method: 'get', path: '/rates' },
    create: { method: 'post', path: '/rates' },
    update: { method: 'put', path: '/rates/{id}' },
    delete: { method: 'delete', path: '/rates/{id}' },
  },
  rowId: (row) => row.id,
  rowLabel: (row) => `${row.description} (+${row.prefix})`,
  columns: [
    { key: 'country', text: (row) => row.country, sortable: true },
    {
      key: 'prefix',
      text: (row) => `+${row.prefix}`,
      sortValue: (row) => row.prefix,
      sortable: true,
    },
    { key: 'description', text: (row) => row.description, sortable: true },
    {
      key: 'pricePerMinute',
      text: (row) => `${formatLocaleNumber(row.pricePerMinute, i18n.language)} ${row.currency}`,
      sortValue: (row) => row.pricePerMinute,
      sortable: true,
    },
    {
      key: 'billingIncrement',
      text: (row) => `${row.billingIncrement} s`,
      sortValue: (row) => row.billingIncrement,
      sortable: true,
    },
    { key: 'effectiveFrom', text: (row) => row.effectiveFrom, sortable: true },
  ],
  form: catalogueRateForm,
  emptyForm: () => ({ currency: 'USD', billingIncrement: 60, effectiveFrom: today() }),
  toForm: (row) => ({
    country: row.country,
    prefix: row.prefix,
    description: row.description,
    pricePerMinute: row.pricePerMinute,
    currency: row.currency,
    billingIncrement: row.billingIncrement,
    effectiveFrom: row.effectiveFrom,
  }),
  toPayload: (form) => ({
    country: form.country ?? '',
    prefix: form.prefix ?? '',
    description: (form.description ?? '').trim(),
    pricePerMinute: form.pricePerMinute ?? 0,
    currency: form.currency ?? 'USD',
    billingIncrement: form.billingIncrement ?? 60,
    effectiveFrom: form.effectiveFrom ?? today(),
  }),
  fromPayload: (payload) => ({
    country: payload.country,
    prefix: payload.prefix,
    description: payload.description,
    pricePerMinute: payload.pricePerMinute,
    currency: payload.currency ?? 'USD',
    billingIncrement: payload.billingIncrement ?? 60,
    effectiveFrom: payload.effectiveFrom ?? today(),
  }),
  fetchList: async () => (await unwrap(api.GET('/rates'))).data,
  create: (payload) => changed(api.POST('/rates', { body: payload })),
  update: (row, payload) =>
    changed(api.PUT('/rates/{id}', { params: { path: { id: row.id } }, body: payload })),
  remove: (row) => changed(api.DELETE('/rates/{id}', { params: { path: { id: row.id } } })),
  importers: [
    {
      key: 'import',
      operation: { method: 'post', path: '/rates/import' },
      fields: rateImportFields,
      send: sendImport,
    },
  ],
};
