import { api } from '@/api/client';
import type { components } from '@/api/schema.gen';
import { env } from '@/config/env';
import { catalogueVoiceForm } from '@/forms/registry.gen';
import { unwrap } from '@/api/errors';
import { changed } from './call';
import type { CatalogueEntry } from './types';
import type { Voice } from '@/api/models/schemas';

type VoiceInput = components['schemas']['VoiceInput'];

export type VoiceForm = Partial<VoiceInput>;

export function voicePreview(
  previewUrl: string | undefined,
  fileHostUrl: string = env.fileHostUrl,
): string | null {
  const path = previewUrl?.trim();
  if (!path) return null;
  return `${fileHostUrl}${path.startsWith('/') ? '' : '/'}${path}`;
}

export const voiceEntry: CatalogueEntry<Voice, VoiceForm, VoiceInput> = {
  key: 'voice',
  screen: 'superadminVoice',
  operations: {
    list: { method: 'get', path: '/voices' },
    read: { method: 'get', path: '/voices/{id}' },
    create: { method: 'post', path: '/voices' },
    update: { method: 'put', path: '/voices/{id}' },
    delete: { method: 'delete', path: '/voices/{id}' },
  },
  rowId: (row) => row.id,
  rowLabel: (row) => row.name,
  columns: [
    { key: 'name', text: (row) => row.name, sortable: true },
    { key: 'language', text: (row) => row.language, sortable: true },
    { key: 'gender', text: (row) => row.gender, sortable: true, translateAs: 'catalogue.voice.gender' },
    { key: 'accent', text: (row) => row.accent ?? '', sortable: true },
    { key: 'provider', text: (row) => row.provider, sortable: true, translateAs: 'catalogue.voice.provider' },
  ],
  preview: (row) => voicePreview(row.previewUrl),
  form: catalogueVoiceForm,
  emptyForm: () => ({ tags: [], isCustom: false }),
  toForm: (row) => ({
    name: row.name,
    gender: row.gender,
    language: row.language,
    accent: row.accent ?? '',
    provider: row.provider,
    providerVoiceId: row.providerVoiceId,
    description: row.description ?? '',
    previewUrl: row.previewUrl ?? '',
    tags: [...(row.tags ?? [])],
    isCustom: row.isCustom,
  }),
  // The form requires what the contract requires: the fallbacks never reach a valid form's body.
  toPayload: (form) => ({
    name: form.name ?? '',
    gender: form.gender ?? 'neutral',
    language: form.language ?? '',
    provider: form.provider ?? 'elevenlabs',
    providerVoiceId: form.providerVoiceId ?? '',
    ...(form.accent ? { accent: form.accent } : {}),
    ...(form.description ? { description: form.description } : {}),
    ...(form.previewUrl ? { previewUrl: form.previewUrl } : {}),
    tags: (form.tags ?? []).filter((tag) => tag.trim() !== ''),
    isCustom: form.isCustom ?? false,
  }),
  fromPayload: (payload) => ({ ...payload, tags: payload.tags ?? [] }),
  fetchList: async () => (await unwrap(api.GET('/voices'))).data,
  create: (payload) => changed(api.POST('/voices', { body: payload })),
  update: (row, payload) =>
    changed(api.PUT('/voices/{id}', { params: { path: { id: row.id } }, body: payload })),
  remove: (row) => changed(api.DELETE('/voices/{id}', { params: { path: { id: row.id } } })),
};
