import { api } from '@/api/client';
import type { components } from '@/api/schema.gen';
import { catalogueActionForm } from '@/forms/registry.gen';
import { unwrap } from '@/api/errors';
import { changed } from './call';
import type { CatalogueEntry } from './types';

type Action = components['schemas']['Action'];
type ActionInput = components['schemas']['ActionInput'];

export interface ActionForm {
  name?: string;
  key?: string;
  group?: string;
  description?: string;
}

export const actionEntry: CatalogueEntry<Action, ActionForm, ActionInput> = {
  key: 'action',
  screen: 'superadminAction',
  operations: {
    list: { method: 'get', path: '/actions' },
    read: { method: 'get', path: '/actions/{id}' },
    create: { method: 'post', path: '/actions' },
    update: { method: 'put', path: '/actions/{id}' },
    delete: { method: 'delete', path: '/actions/{id}' },
  },
  rowId: (row) => row.id,
  rowLabel: (row) => row.name,
  columns: [
    { key: 'name', text: (row) => row.name, sortable: true },
    { key: 'key', text: (row) => row.key, sortable: true },
    { key: 'group', text: (row) => row.group, sortable: true },
    { key: 'description', text: (row) => row.description ?? '' },
  ],
  form: catalogueActionForm,
  emptyForm: () => ({}),
  toForm: (row) => ({ name: row.name, key: row.key, group: row.group, description: row.description ?? '' }),
  toPayload: (form) => ({
    name: form.name ?? '',
    key: form.key ?? '',
    group: form.group ?? '',
    ...(form.description ? { description: form.description } : {}),
  }),
  fromPayload: (payload) => ({ ...payload }),
  fetchList: async () => (await unwrap(api.GET('/actions'))).data,
  create: (payload) => changed(api.POST('/actions', { body: payload })),
  update: (row, payload) =>
    changed(api.PUT('/actions/{id}', { params: { path: { id: row.id } }, body: payload })),
  remove: (row) => changed(api.DELETE('/actions/{id}', { params: { path: { id: row.id } } })),
};
