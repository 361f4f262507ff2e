import { api } from '@/api/client';
import type { components } from '@/api/schema.gen';
import { catalogueSipProfileForm } from '@/forms/registry.gen';
import { unwrap } from '@/api/errors';
import { changed } from './call';
import type { CatalogueEntry } from './types';

type SipProfile = components['schemas']['SipProfile'];
type SipProfileInput = components['schemas']['SipProfileInput'];
type Codec = components['schemas']['SipProfileCodec'];

export type SipProfileRow = SipProfile & { companyName: string };

export interface SipProfileForm {
  name?: string;
  company?: string;
  host?: string;
  port?: number;
  transport?: SipProfileInput['transport'];
  username?: string;
  /** Write-only: empty on edit, where empty keeps the stored password. */
  password?: string;
  authRealm?: string;
  codecs?: Codec[];
  callerIdNumber?: string;
  maxChannels?: number;
  status?: SipProfileInput['status'];
}

// The contract's largest page size.
const PAGE_SIZE = 200;
const MAX_PAGES = 50;

const CODECS: readonly { value: Codec; label: string }[] = [
  { value: 'PCMU', label: 'PCMU (G.711 µ-law)' },
  { value: 'PCMA', label: 'PCMA (G.711 A-law)' },
  { value: 'G722', label: 'G.722 (wideband)' },
  { value: 'G729', label: 'G.729' },
  { value: 'OPUS', label: 'Opus' },
];

async function fetchProfiles(): Promise<SipProfile[]> {
  const rows: SipProfile[] = [];
  for (let pageIndex = 0; pageIndex < MAX_PAGES; pageIndex += 1) {
    const page = (await unwrap(api.POST('/all_sip_profiles', { body: { pageIndex, pageSize: PAGE_SIZE } })))
      .data;
    rows.push(...page.data);
    if (page.data.length < PAGE_SIZE || rows.length >= page.total) break;
  }
  return rows;
}

async function companies() {
  const { data } = await unwrap(api.GET('/company/menu'));
  return data.map((company) => ({ value: company.id, label: company.name }));
}

export async function fetchSipProfiles(): Promise<SipProfileRow[]> {
  const [profiles, menu] = await Promise.all([fetchProfiles(), companies().catch(() => [])]);
  const names = new Map(menu.map((company) => [company.value, company.label]));
  return profiles.map((profile) => ({
    ...profile,
    companyName: names.get(profile.company) ?? profile.company,
  }));
}

const updateBody = (id: string, payload: SipProfileInput) => ({ id, ...payload });

// Irregular in the contract: every call is a POST, the update carries the id in its body.
export const sipProfileEntry: CatalogueEntry<SipProfileRow, SipProfileForm, SipProfileInput> = {
  key: 'sipProfile',
  screen: 'superadminDid',
  operations: {
    list: { method: 'post', path: '/all_sip_profiles' },
    read: { method: 'post', path: '/get_sip_profile' },
    create: { method: 'post', path: '/add_sip_profile' },
    update: { method: 'post', path: '/update_sip_profile' },
    delete: { method: 'post', path: '/delete_sip_profile' },
  },
  rowId: (row) => row.id,
  rowLabel: (row) => row.name,
  columns: [
    { key: 'name', text: (row) => row.name, sortable: true },
    { key: 'company', text: (row) => row.companyName, sortable: true },
    {
      key: 'host',
      text: (row) => `${row.host}:${String(row.port)} (${row.transport.toUpperCase()})`,
      sortable: true,
    },
    { key: 'callerIdNumber', text: (row) => row.callerIdNumber, sortable: true },
    {
      key: 'maxChannels',
      text: (row) => String(row.maxChannels),
      sortValue: (row) => row.maxChannels,
      sortable: true,
    },
    { key: 'status', text: (row) => row.status, sortable: true, translateAs: 'catalogue.sipProfile.status' },
    {
      key: 'registered',
      text: (row) => String(row.registered),
      sortable: true,
      translateAs: 'catalogue.sipProfile.registered',
    },
  ],
  form: catalogueSipProfileForm,
  choices: async () => ({ company: await companies(), codecs: [...CODECS] }),
  emptyForm: () => ({
    port: 5060,
    transport: 'udp',
    codecs: ['PCMU', 'PCMA'],
    maxChannels: 10,
    status: 'active',
  }),
  // No password: the server never returns it.
  toForm: (row) => ({
    name: row.name,
    company: row.company,
    host: row.host,
    port: row.port,
    transport: row.transport,
    ...(row.username ? { username: row.username } : {}),
    ...(row.authRealm ? { authRealm: row.authRealm } : {}),
    codecs: [...row.codecs],
    callerIdNumber: row.callerIdNumber,
    maxChannels: row.maxChannels,
    // A trunk in error is switched on; the server sets `error` itself.
    status: row.status === 'inactive' ? 'inactive' : 'active',
  }),
  toPayload: (form) => ({
    name: (form.name ?? '').trim(),
    company: form.company ?? '',
    host: (form.host ?? '').trim(),
    port: form.port ?? 5060,
    transport: form.transport ?? 'udp',
    username: (form.username ?? '').trim(),
    // Left out when empty: a new trunk without one authenticates by IP, an edited one keeps its own.
    ...(form.password ? { password: form.password } : {}),
    ...(form.authRealm?.trim() ? { authRealm: form.authRealm.trim() } : {}),
    codecs: form.codecs && form.codecs.length > 0 ? [...new Set(form.codecs)] : ['PCMU', 'PCMA'],
    callerIdNumber: form.callerIdNumber ?? '',
    maxChannels: form.maxChannels ?? 10,
    status: form.status ?? 'active',
  }),
  fromPayload: (payload) => ({
    name: payload.name,
    company: payload.company,
    host: payload.host,
    port: payload.port ?? 5060,
    transport: payload.transport ?? 'udp',
    ...(payload.username ? { username: payload.username } : {}),
    ...(payload.password ? { password: payload.password } : {}),
    ...(payload.authRealm ? { authRealm: payload.authRealm } : {}),
    codecs: payload.codecs ?? ['PCMU', 'PCMA'],
    callerIdNumber: payload.callerIdNumber,
    maxChannels: payload.maxChannels ?? 10,
    status: payload.status ?? 'active',
  }),
  updateBody,
  fetchList: fetchSipProfiles,
  create: (payload) => changed(api.POST('/add_sip_profile', { body: payload })),
  update: (row, payload) => changed(api.POST('/update_sip_profile', { body: updateBody(row.id, payload) })),
  remove: (row) => changed(api.POST('/delete_sip_profile', { body: { id: row.id } })),
};
