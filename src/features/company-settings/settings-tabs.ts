export const SETTINGS_TABS = [
  'profile',
  'company',
  'preferences',
  'team',
  'billing',
  'api-keys',
  'webhooks',
  'tickets',
] as const;

export type SettingsTab = (typeof SETTINGS_TABS)[number];

export const isSettingsTab = (value: unknown): value is SettingsTab =>
  typeof value === 'string' && (SETTINGS_TABS as readonly string[]).includes(value);

// A proposal's tab (DESIGN.md) names itself in its own group of texts.
export const tabLabelKey = (tab: SettingsTab): string =>
  tab === 'webhooks' ? 'webhooks.tab' : `companySettings.tabs.${tab}`;
