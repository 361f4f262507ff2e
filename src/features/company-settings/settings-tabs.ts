export const SETTINGS_TABS = [
  'profile',
  'company',
  'preferences',
  'team',
  'billing',
  'api-keys',
  'tickets',
] as const;

export type SettingsTab = (typeof SETTINGS_TABS)[number];

export const isSettingsTab = (value: unknown): value is SettingsTab =>
  typeof value === 'string' && (SETTINGS_TABS as readonly string[]).includes(value);
