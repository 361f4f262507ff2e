import type { components } from '@/api/schema.gen';
import type { Choice } from '@/forms/widgets/choice/choices';
import { timeZoneChoices as zoneChoices } from '@/lib/time-zones';

export type Preference = components['schemas']['Preference'];
export type PreferenceInput = components['schemas']['PreferenceInput'];
export type PreferenceNotifications = components['schemas']['PreferenceNotifications'];
export type Theme = Preference['theme'];

export interface DisplayForm {
  theme?: Theme;
  timeZone?: string;
  currency?: string;
}

export type NotificationsForm = Partial<PreferenceNotifications>;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const partOf = (value: unknown): Partial<PreferenceNotifications> =>
  typeof value === 'object' && value !== null ? value : {};
const flag = (value: unknown): boolean => (typeof value === 'boolean' ? value : true);

export function toDisplayForm(preference: Preference): DisplayForm {
  return {
    theme: preference.theme === 'dark' ? 'dark' : 'light',
    timeZone: text(preference.timeZone) || 'America/Los_Angeles',
    currency: text(preference.currency) || 'USD',
  };
}

/** `POST /update_preference/` changes only the fields sent. */
export const toDisplayInput = (form: DisplayForm): PreferenceInput => ({
  theme: form.theme === 'dark' ? 'dark' : 'light',
  timeZone: (form.timeZone ?? '').trim() || 'America/Los_Angeles',
  currency: (form.currency ?? '').trim() || 'USD',
});

export function toNotificationsForm(preference: Preference): NotificationsForm {
  // Random or old data may lack it: every field falls back to its default.
  const notifications = partOf(preference.notifications);
  const threshold = notifications.lowBalanceThreshold;
  return {
    inApp: flag(notifications.inApp),
    email: flag(notifications.email),
    inbound: flag(notifications.inbound),
    outbound: flag(notifications.outbound),
    balance: flag(notifications.balance),
    billing: flag(notifications.billing),
    lowBalanceThreshold:
      typeof threshold === 'number' && Number.isFinite(threshold) && threshold >= 0 ? threshold : 20,
  };
}

export const toNotificationsInput = (form: NotificationsForm): PreferenceInput => ({
  notifications: {
    inApp: form.inApp === true,
    email: form.email === true,
    inbound: form.inbound === true,
    outbound: form.outbound === true,
    balance: form.balance === true,
    billing: form.billing === true,
    lowBalanceThreshold: form.lowBalanceThreshold ?? 20,
  },
});

/** The stored zone is kept first, so that one the runtime does not list is never dropped. */
export const timeZoneChoices = (keep: string | undefined): Choice[] => zoneChoices(keep ? [keep] : []);
