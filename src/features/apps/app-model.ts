import type { components } from '@/api/schema.gen';
import { integrationAccountForm, integrationApiKeyForm } from '@/forms/registry.gen';
import type { FormDefinition } from '@/forms/form-definition';

export type App = components['schemas']['App'];
export type Feature = components['schemas']['Feature'];
export type Integration = components['schemas']['Integration'];
export type IntegrationInput = components['schemas']['IntegrationInput'];

/** What the connect drawer holds: the API key (write-only), an account id, and whether to sync. */
export interface ConnectFormData {
  apiKey?: string;
  accountId?: string;
  syncEnabled?: boolean;
}

const categories = ['crm', 'calendar', 'roofing', 'helpdesk', 'other'] as const;
export type AppCategory = (typeof categories)[number];

/** The app's category, `other` for anything the console does not know. */
export const appCategory = (app: Pick<App, 'category'>): AppCategory =>
  categories.find((known) => known === app.category) ?? 'other';

const statuses = ['connected', 'disconnected', 'error'] as const;
export type IntegrationStatus = (typeof statuses)[number];

export const integrationStatus = (integration: Pick<Integration, 'status'>): IntegrationStatus =>
  statuses.find((known) => known === integration.status) ?? 'error';

/** The catalogue as the company sees it: active apps only, by name. */
export const visibleApps = (apps: readonly App[]): App[] =>
  apps.filter((app) => app.isActive).sort((a, b) => a.name.localeCompare(b.name));

/** The connect form of an app: an API key for `api_key` apps, else an account id. */
export const connectFormFor = (app: Pick<App, 'authType'>): FormDefinition =>
  app.authType === 'api_key' ? integrationApiKeyForm : integrationAccountForm;

export const emptyConnectForm = (): ConnectFormData => ({ syncEnabled: true });

/** The contract's create body from the connect form: trimmed settings, no blank ones. */
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

/** Settings that hold a secret (API keys, tokens, passwords): never shown, even masked. */
export const isSecretSetting = (key: string): boolean => /key|token|secret|password/i.test(key);

/** Settings shown on an integration: no secrets, no error text (shown apart), none blank. */
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

/** The last error the server recorded for the integration, if any. */
export const lastError = (integration: Pick<Integration, 'settings'>): string => {
  const value = integration.settings['lastError'];
  return typeof value === 'string' ? value.trim() : '';
};

const accountKeys = ['accountEmail', 'accountId', 'calendarId', 'eventTypeId'];

/**
 * The integration's name for people and screen readers: the app, and the account when there is
 * one, since a company may connect the same app twice (two calendars).
 */
export function integrationLabel(integration: Pick<Integration, 'appName' | 'settings'>): string {
  const name = integration.appName.trim() || '—';
  const { settings } = integration;
  const account = accountKeys.map((key) => settings[key]?.trim()).find((value) => value);
  return account ? `${name} (${account})` : name;
}

/** The list with one integration's sync switched to `syncEnabled` (an optimistic change). */
export const withSync = (list: readonly Integration[], id: string, syncEnabled: boolean): Integration[] =>
  list.map((item) => (item.id === id ? { ...item, syncEnabled } : item));

/** The list with one integration replaced by the server's copy. */
export const withIntegration = (list: readonly Integration[], next: Integration): Integration[] =>
  list.map((item) => (item.id === next.id ? next : item));

/**
 * The address of an app's logo: the file host plus the logo's relative path (contract), or undefined
 * for anything but such a path, so that a stored value cannot point elsewhere.
 */
export const logoSource = (logo: string | null | undefined, fileHostUrl: string): string | undefined =>
  typeof logo === 'string' && /^\/(?![/\\])[\w\-./]+$/.test(logo) ? `${fileHostUrl}${logo}` : undefined;

/** Initials of an app for its placeholder logo. */
export const appInitials = (name: string): string =>
  name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('') || '?';
