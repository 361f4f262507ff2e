import { api } from '@/api/client';
import type { components } from '@/api/schema.gen';
import { catalogueTemplateForm } from '@/forms/registry.gen';
import { changed, unwrap } from './call';
import type { CatalogueEntry } from './types';

export type Template = components['schemas']['Template'];
type TemplateInput = components['schemas']['TemplateInput'];
type FunctionType = components['schemas']['FunctionType'];

/** A function of the form: its description may be left empty (sent as an empty string). */
export interface TemplateFunctionForm {
  name?: string;
  type?: FunctionType;
  description?: string;
}

/** The form data of forms/catalogue-template.schema.json. */
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

/** The voices of the library as the choices of the voice field. */
async function voiceChoices() {
  const { data } = await unwrap(api.GET('/voices'));
  const voice = data
    .map((item) => ({ value: item.id, label: `${item.name} (${item.language})` }))
    .sort((a, b) => a.label.localeCompare(b.label));
  return { voice };
}

const text = (value: string | undefined) => (value ?? '').trim();

/**
 * Template agents (/superadmin/agents): the agents companies may start from. Whether companies
 * can pick one (`selected`) is switched in its row with `PUT /templates/{id}/toggle-selection`
 * (template-selection.tsx); the form sends it too, as the whole template is the update body.
 */
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

/** Offers the template to companies or withdraws it (the server flips `selected`). */
export async function toggleTemplateSelection(id: string): Promise<{ message?: string; data: Template }> {
  return unwrap(api.PUT('/templates/{id}/toggle-selection', { params: { path: { id } } }));
}

/** The list with one template's `selected` set (the switch's optimistic move). */
export function withSelection(rows: readonly Template[], id: string, selected: boolean): Template[] {
  return rows.map((row) => (row.id === id ? { ...row, selected } : row));
}

/** The list with the server's copy of a template in place of its row (none when it is not listed). */
export function withTemplate(rows: readonly Template[], template: Template): Template[] {
  return rows.map((row) => (row.id === template.id ? template : row));
}
