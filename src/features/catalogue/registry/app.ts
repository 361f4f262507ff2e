import { api } from '@/api/client';
import type { components } from '@/api/schema.gen';
import { catalogueAppForm } from '@/forms/registry.gen';
import { unwrap } from '@/api/errors';
import { changed } from './call';
import type { CatalogueEntry, ChangeResult } from './types';
import type { App } from '@/api/models/schemas';

type AppInput = components['schemas']['AppInput'];

export type AppForm = Partial<Omit<AppInput, 'features'>>;

// `PUT` takes the whole `AppInput`, features too, and `/features` calls change them behind the list's
// back: the app is read again so that a feature added since the list was read is not dropped.
async function updateApp(row: App, payload: AppInput): Promise<ChangeResult> {
  const path = { id: row.id };
  const { features } = (await unwrap(api.GET('/apps/{id}', { params: { path } }))).data;
  return changed(api.PUT('/apps/{id}', { params: { path }, body: { ...payload, features } }));
}

export const appEntry: CatalogueEntry<App, AppForm, AppInput> = {
  key: 'app',
  screen: 'apps',
  operations: {
    list: { method: 'get', path: '/apps' },
    read: { method: 'get', path: '/apps/{id}' },
    create: { method: 'post', path: '/apps' },
    update: { method: 'put', path: '/apps/{id}' },
    delete: { method: 'delete', path: '/apps/{id}' },
  },
  rowId: (row) => row.id,
  rowLabel: (row) => row.name,
  columns: [
    { key: 'name', text: (row) => row.name, sortable: true },
    { key: 'slug', text: (row) => row.slug, sortable: true },
    { key: 'category', text: (row) => row.category, sortable: true, translateAs: 'apps.category' },
    { key: 'authType', text: (row) => row.authType, sortable: true, translateAs: 'catalogue.app.authType' },
    {
      key: 'isActive',
      text: (row) => (row.isActive ? 'active' : 'inactive'),
      sortable: true,
      translateAs: 'catalogue.app.state',
    },
  ],
  form: catalogueAppForm,
  emptyForm: () => ({ isActive: true }),
  toForm: (row) => ({
    name: row.name,
    slug: row.slug,
    category: row.category,
    authType: row.authType,
    description: row.description,
    logo: row.logo,
    website: row.website,
    isActive: row.isActive,
  }),
  // The form requires what the contract requires: the fallbacks never reach a valid form's body.
  toPayload: (form) => ({
    name: form.name?.trim() ?? '',
    slug: form.slug ?? '',
    category: form.category ?? 'other',
    authType: form.authType ?? 'none',
    description: form.description?.trim() ?? '',
    logo: form.logo ?? '',
    website: form.website ?? '',
    isActive: form.isActive ?? true,
    features: [],
  }),
  fromPayload: ({ features: _features, ...payload }) => payload,
  fetchList: async () => (await unwrap(api.GET('/apps'))).data,
  create: (payload) => changed(api.POST('/apps', { body: payload })),
  update: updateApp,
  remove: (row) => changed(api.DELETE('/apps/{id}', { params: { path: { id: row.id } } })),
};
