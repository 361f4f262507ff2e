import type { components } from '@/api/schema.gen';
import type { App } from '@/api/models/schemas';

export type { App, Feature } from '@/api/models/schemas';

export type Integration = components['schemas']['Integration'];
export type IntegrationInput = components['schemas']['IntegrationInput'];

export interface ConnectFormData {
  apiKey?: string;
  accountId?: string;
  syncEnabled?: boolean;
}

const categories = ['crm', 'calendar', 'roofing', 'helpdesk', 'other'] as const;
export type AppCategory = (typeof categories)[number];

export const appCategory = (app: Pick<App, 'category'>): AppCategory =>
  categories.find((known) => known === app.category) ?? 'other';

const statuses = ['connected', 'disconnected', 'error'] as const;
export type IntegrationStatus = (typeof statuses)[number];

export const integrationStatus = (integration: Pick<Integration, 'status'>): IntegrationStatus =>
  statuses.find((known) => known === integration.status) ?? 'error';

export const visibleApps = (apps: readonly App[]): App[] =>
  apps.filter((app) => app.isActive).sort((a, b) => a.name.localeCompare(b.name));

export const emptyConnectForm = (): ConnectFormData => ({ syncEnabled: true });

export function toIntegrationInput(
  app: Pick<App, 'id' | 'authType'>,
  form: ConnectFormData,
): IntegrationInput {
  const settings: Record<string, string> = {};
  const apiKey = form.apiKey?.trim();
  if (app.authType === 'api_key' && apiKey) settings['apiKey'] = apiKey;
  const accountId = form.accountId?.trim();
  if (accountId) settings['accountId'] = accountId;
  return { app: app.id, settings, syncEnabled: form.syncEnabled ?? true };
}

export interface SettingRow {
  key?: string;
  value?: string;
}

export interface EditFormData {
  apiKey?: string;
  settings?: SettingRow[];
  syncEnabled?: boolean;
}

export const toEditForm = (integration: Pick<Integration, 'settings' | 'syncEnabled'>): EditFormData => ({
  settings: visibleSettings(integration.settings).map(([key, value]) => ({ key, value })),
  syncEnabled: integration.syncEnabled,
});

// The server merges `settings` into the stored ones: a setting taken out of the form is sent
// blank, and the key only when a new one is typed (left out, the stored one is kept).
export function toIntegrationUpdate(
  integration: Pick<Integration, 'app' | 'settings' | 'syncEnabled'>,
  form: EditFormData,
): IntegrationInput {
  const settings: Record<string, string> = {};
  for (const [key] of visibleSettings(integration.settings)) settings[key] = '';
  for (const row of form.settings ?? []) {
    const key = row.key?.trim();
    if (key && key !== 'lastError' && !isSecretSetting(key)) settings[key] = row.value?.trim() ?? '';
  }
  const apiKey = form.apiKey?.trim();
  if (apiKey) settings['apiKey'] = apiKey;
  return { app: integration.app, settings, syncEnabled: form.syncEnabled ?? integration.syncEnabled };
}

/** Secret settings are never shown, not even masked. */
export const isSecretSetting = (key: string): boolean => /key|token|secret|password/i.test(key);

export function visibleSettings(settings: Integration['settings'] | null | undefined): [string, string][] {
  if (!settings || typeof settings !== 'object') return [];
  return Object.entries(settings).filter(
    (entry): entry is [string, string] =>
      typeof entry[1] === 'string' &&
      entry[1].trim() !== '' &&
      entry[0] !== 'lastError' &&
      !isSecretSetting(entry[0]),
  );
}

export const lastError = (integration: Pick<Integration, 'settings'>): string => {
  const value = integration.settings['lastError'];
  return typeof value === 'string' ? value.trim() : '';
};

const accountKeys = ['accountEmail', 'accountId', 'calendarId', 'eventTypeId'];

/** The account is named too: a company may connect the same app twice (two calendars). */
export function integrationLabel(integration: Pick<Integration, 'appName' | 'settings'>): string {
  const name = integration.appName.trim() || '—';
  const { settings } = integration;
  const account = accountKeys.map((key) => settings[key]?.trim()).find((value) => value);
  return account ? `${name} (${account})` : name;
}

export const withSync = (list: readonly Integration[], id: string, syncEnabled: boolean): Integration[] =>
  list.map((item) => (item.id === id ? { ...item, syncEnabled } : item));

export const withIntegration = (list: readonly Integration[], next: Integration): Integration[] =>
  list.map((item) => (item.id === next.id ? next : item));

/** Only a relative path on the file host, so that a stored value cannot point elsewhere. */
export const logoSource = (logo: string | null | undefined, fileHostUrl: string): string | undefined =>
  typeof logo === 'string' && /^\/(?![/\\])[\w\-./]+$/.test(logo) ? `${fileHostUrl}${logo}` : undefined;

export const appInitials = (name: string): string =>
  name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('') || '?';
