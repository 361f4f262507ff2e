import { api } from '@/api/client';
import type { components } from '@/api/schema.gen';
import { catalogueTemplateForm } from '@/forms/registry.gen';
import { unwrap } from '@/api/errors';
import { changed } from './call';
import type { CatalogueEntry } from './types';
import type { FunctionType, Template } from '@/api/models/schemas';

export type { Template } from '@/api/models/schemas';

type TemplateInput = components['schemas']['TemplateInput'];

export interface TemplateFunctionForm {
  name?: string;
  type?: FunctionType;
  description?: string;
}

export interface TemplateForm {
  name?: string;
  description?: string;
  category?: string;
  direction?: TemplateInput['direction'];
  language?: string;
  voice?: string;
  global_prompt?: string;
  voiceMail?: string;
  functions?: TemplateFunctionForm[];
  selected?: boolean;
}

async function voiceChoices() {
  const { data } = await unwrap(api.GET('/voices'));
  const voice = data
    .map((item) => ({ value: item.id, label: `${item.name} (${item.language})` }))
    .sort((a, b) => a.label.localeCompare(b.label));
  return { voice };
}

const text = (value: string | undefined) => (value ?? '').trim();

// The form sends `selected` too: the whole template is the update body.
export const templateEntry: CatalogueEntry<Template, TemplateForm, TemplateInput> = {
  key: 'template',
  screen: 'superadminAgents',
  operations: {
    list: { method: 'get', path: '/templates' },
    read: { method: 'get', path: '/templates/{id}/' },
    create: { method: 'post', path: '/templates/' },
    update: { method: 'put', path: '/templates/{id}' },
    delete: { method: 'delete', path: '/templates/{id}/' },
  },
  rowId: (row) => row.id,
  rowLabel: (row) => row.name,
  columns: [
    { key: 'name', text: (row) => row.name, sortable: true },
    { key: 'category', text: (row) => row.category, sortable: true },
    {
      key: 'direction',
      text: (row) => row.direction,
      sortable: true,
      translateAs: 'catalogue.template.direction',
    },
    { key: 'language', text: (row) => row.language, sortable: true },
    {
      key: 'functions',
      text: (row) => String(row.functions.length),
      sortValue: (row) => row.functions.length,
      sortable: true,
    },
    {
      key: 'usageCount',
      text: (row) => String(row.usageCount),
      sortValue: (row) => row.usageCount,
      sortable: true,
    },
    {
      key: 'selected',
      text: (row) => String(row.selected),
      sortable: true,
      translateAs: 'catalogue.template.offered',
    },
  ],
  form: catalogueTemplateForm,
  choices: voiceChoices,
  emptyForm: () => ({ direction: 'inbound', language: 'en-US', functions: [], selected: false }),
  toForm: (row) => ({
    name: row.name,
    description: row.description,
    category: row.category,
    direction: row.direction,
    language: row.language,
    voice: row.voice,
    global_prompt: row.global_prompt,
    voiceMail: row.voiceMail,
    functions: row.functions.map((item) => ({ ...item })),
    selected: row.selected,
  }),
  // The form requires what the contract requires: a valid form is a full body.
  toPayload: (form) => ({
    name: text(form.name),
    description: text(form.description),
    category: form.category ?? '',
    global_prompt: form.global_prompt ?? '',
    voiceMail: text(form.voiceMail),
    voice: form.voice ?? '',
    language: form.language ?? '',
    direction: form.direction ?? 'inbound',
    selected: form.selected ?? false,
    functions: (form.functions ?? []).map((item) => ({
      name: text(item.name),
      type: item.type ?? 4,
      description: text(item.description),
    })),
  }),
  fromPayload: (payload) => ({
    name: payload.name,
    ...(payload.description !== undefined ? { description: payload.description } : {}),
    category: payload.category,
    direction: payload.direction,
    language: payload.language,
    voice: payload.voice,
    global_prompt: payload.global_prompt,
    ...(payload.voiceMail !== undefined ? { voiceMail: payload.voiceMail } : {}),
    functions: (payload.functions ?? []).map((item) => ({ ...item })),
    selected: payload.selected ?? false,
  }),
  fetchList: async () => (await unwrap(api.GET('/templates'))).data,
  create: (payload) => changed(api.POST('/templates/', { body: payload })),
  update: (row, payload) =>
    changed(api.PUT('/templates/{id}', { params: { path: { id: row.id } }, body: payload })),
  remove: (row) => changed(api.DELETE('/templates/{id}/', { params: { path: { id: row.id } } })),
};

export async function toggleTemplateSelection(id: string): Promise<{ message?: string; data: Template }> {
  return unwrap(api.PUT('/templates/{id}/toggle-selection', { params: { path: { id } } }));
}

export function withSelection(rows: readonly Template[], id: string, selected: boolean): Template[] {
  return rows.map((row) => (row.id === id ? { ...row, selected } : row));
}

export function withTemplate(rows: readonly Template[], template: Template): Template[] {
  return rows.map((row) => (row.id === template.id ? template : row));
}
