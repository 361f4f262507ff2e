import { api } from '@/api/client';
import type { components } from '@/api/schema.gen';
import { catalogueFeatureForm } from '@/forms/registry.gen';
import { unwrap } from '@/api/errors';
import { changed } from './call';
import {
  fromParameterSchema,
  parameterNames,
  toParameterSchema,
  type ParameterForm,
} from './feature-parameters';
import type { CatalogueEntry } from './types';
import type { Feature } from '@/api/models/schemas';

type FeatureInput = components['schemas']['FeatureInput'];

export type FeatureRow = Feature & { appName: string };

export interface FeatureForm {
  app?: string;
  name?: string;
  key?: string;
  description?: string;
  parameters?: ParameterForm[];
  isActive?: boolean;
}

async function appList() {
  return (await unwrap(api.GET('/apps'))).data;
}

export async function fetchFeatures(): Promise<FeatureRow[]> {
  const [features, apps] = await Promise.all([unwrap(api.GET('/features')), appList().catch(() => [])]);
  const names = new Map(apps.map((app) => [app.id, app.name]));
  return features.data.map((feature) => ({ ...feature, appName: names.get(feature.app) ?? '' }));
}

async function appChoices() {
  const choices = (await appList())
    .map((app) => ({ value: app.id, label: app.name }))
    .sort((a, b) => a.label.localeCompare(b.label));
  return { app: choices };
}

const list = (names: readonly string[]) => (names.length > 0 ? names.join(', ') : '—');

export const featureEntry: CatalogueEntry<FeatureRow, FeatureForm, FeatureInput> = {
  key: 'feature',
  screen: 'apps',
  operations: {
    list: { method: 'get', path: '/features' },
    create: { method: 'post', path: '/features' },
    update: { method: 'put', path: '/features/{id}' },
    delete: { method: 'delete', path: '/features/{id}' },
  },
  rowId: (row) => row.id,
  rowLabel: (row) => (row.appName ? `${row.name} (${row.appName})` : row.name),
  columns: [
    { key: 'appName', text: (row) => row.appName || '—', sortable: true },
    { key: 'name', text: (row) => row.name, sortable: true },
    { key: 'key', text: (row) => row.key, sortable: true },
    { key: 'parameters', text: (row) => list(parameterNames(row.parameters)) },
    {
      key: 'isActive',
      text: (row) => (row.isActive ? 'active' : 'inactive'),
      sortable: true,
      translateAs: 'catalogue.app.state',
    },
  ],
  form: catalogueFeatureForm,
  emptyForm: () => ({ parameters: [], isActive: true }),
  toForm: (row) => ({
    app: row.app,
    name: row.name,
    key: row.key,
    description: row.description,
    parameters: fromParameterSchema(row.parameters),
    isActive: row.isActive,
  }),
  // The form requires what the contract requires: the fallbacks never reach a valid form's body.
  toPayload: (form) => ({
    app: form.app ?? '',
    name: form.name?.trim() ?? '',
    key: form.key ?? '',
    description: form.description?.trim() ?? '',
    parameters: toParameterSchema(form.parameters),
    isActive: form.isActive ?? true,
  }),
  fromPayload: (payload) => ({
    app: payload.app,
    name: payload.name,
    key: payload.key,
    description: payload.description,
    parameters: fromParameterSchema(payload.parameters),
    isActive: payload.isActive ?? true,
  }),
  fetchList: fetchFeatures,
  create: (payload) => changed(api.POST('/features', { body: payload })),
  update: (row, payload) =>
    changed(api.PUT('/features/{id}', { params: { path: { id: row.id } }, body: payload })),
  remove: (row) => changed(api.DELETE('/features/{id}', { params: { path: { id: row.id } } })),
  choices: appChoices,
};
