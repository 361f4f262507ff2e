import { api } from '@/api/client';
import type { components } from '@/api/schema.gen';
import { catalogueRoleForm } from '@/forms/registry.gen';
import { unwrap } from '@/api/errors';
import { changed } from './call';
import type { CatalogueEntry } from './types';
import type { Role } from '@/api/models/schemas';

type RoleInput = components['schemas']['RoleInput'];

export interface RoleForm {
  name?: string;
  description?: string;
}

// The contract has no update of a role: what it grants changes in the matrix (roles/role-grants.tsx).
export const roleEntry: CatalogueEntry<Role, RoleForm, RoleInput> = {
  key: 'role',
  screen: 'superadminRole',
  operations: {
    list: { method: 'get', path: '/roles' },
    create: { method: 'post', path: '/roles' },
    delete: { method: 'delete', path: '/roles/{id}' },
  },
  rowId: (row) => row.id,
  rowLabel: (row) => row.name,
  columns: [
    { key: 'name', text: (row) => row.name, sortable: true },
    { key: 'description', text: (row) => row.description },
    {
      key: 'actions',
      text: (row) => String(row.actions.length),
      sortValue: (row) => row.actions.length,
      sortable: true,
    },
    {
      key: 'usersCount',
      text: (row) => String(row.usersCount),
      sortValue: (row) => row.usersCount,
      sortable: true,
    },
  ],
  form: catalogueRoleForm,
  emptyForm: () => ({}),
  toForm: (row) => ({ name: row.name, description: row.description }),
  toPayload: (form) => ({
    name: form.name ?? '',
    ...(form.description ? { description: form.description } : {}),
  }),
  fromPayload: (payload) => ({
    name: payload.name,
    ...(payload.description !== undefined ? { description: payload.description } : {}),
  }),
  fetchList: async () => (await unwrap(api.GET('/roles'))).data,
  create: (payload) => changed(api.POST('/roles', { body: payload })),
  canDelete: (row) => !row.isSystem,
  remove: (row) => changed(api.DELETE('/roles/{id}', { params: { path: { id: row.id } } })),
};
