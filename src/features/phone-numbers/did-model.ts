import type { components } from '@/api/schema.gen';
import { dateTimeFormat, numberFormat } from '@/lib/intl-cache';
import type { Did } from '@/api/models/schemas';

export type { Did } from '@/api/models/schemas';

export type DidStatus = Did['status'];
export type DidRequest = components['schemas']['DidRequestInput'];

/** The server filters by `?status=` already; this keeps the screen right when it does not (a mock). */
export function didsOfStatus(dids: readonly Did[], status: DidStatus): Did[] {
  return dids.filter((did) => did.status === status);
}

export function locationOf(did: Pick<Did, 'region' | 'country'>): string {
  return [did.region?.trim(), did.country?.trim()].filter(Boolean).join(' · ');
}

export function formatPrice(price: number | undefined, currency: string | undefined, lng: string): string {
  if (price === undefined || !Number.isFinite(price)) return '';
  try {
    return numberFormat(lng, { style: 'currency', currency: currency || 'USD' }).format(price);
  } catch {
    return `${price.toFixed(2)} ${currency ?? ''}`.trim();
  }
}

export interface AvailableFilter {
  q: string;
  country: string;
}

export function filterAvailable(dids: readonly Did[], filter: AvailableFilter): Did[] {
  const q = filter.q.trim().toLowerCase();
  const digits = q.replace(/\D/g, '');
  return dids.filter((did) => {
    if (filter.country && did.country !== filter.country) return false;
    if (!q) return true;
    if (digits && (did.areaCode?.startsWith(digits) || did.number.replace(/\D/g, '').includes(digits))) {
      return true;
    }
    return (did.region ?? '').toLowerCase().includes(q);
  });
}

export function countriesOf(dids: readonly Did[]): string[] {
  return [...new Set(dids.map((did) => did.country).filter((c): c is string => !!c))].sort();
}

/** The contract requires the country: null when the number has no valid one to send. */
export function requestFor(did: Pick<Did, 'id' | 'country' | 'areaCode'>): DidRequest | null {
  if (!did.country || !/^[A-Z]{2}$/.test(did.country)) return null;
  const areaCode = did.areaCode && /^\d{1,5}$/.test(did.areaCode) ? did.areaCode : undefined;
  return { didId: did.id, country: did.country, ...(areaCode ? { areaCode } : {}), quantity: 1 };
}

export function namesById(agents: readonly { id: string; name: string }[]): Map<string, string> {
  return new Map(agents.map((agent) => [agent.id, agent.name]));
}

export function formatDate(iso: string, lng: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  try {
    return dateTimeFormat(lng, { dateStyle: 'medium' }).format(date);
  } catch {
    return date.toISOString().slice(0, 10);
  }
}

// The server lists the company's numbers already; this keeps another company's number off the screen
// whatever it sends.
export function companyDids(
  dids: readonly Did[],
  status: DidStatus,
  user: { company: string; isSuperAdmin: boolean },
): Did[] {
  return didsOfStatus(dids, status).filter(
    (did) => user.isSuperAdmin || (user.company !== '' && did.assigned.includes(user.company)),
  );
}
