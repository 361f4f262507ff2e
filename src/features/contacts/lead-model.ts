import type { components } from '@/api/schema.gen';
import type { Lead } from '@/api/models/schemas';

export type { Lead } from '@/api/models/schemas';

export type LeadInput = components['schemas']['LeadInput'];
export type LeadStatus = Lead['status'];
export type Group = components['schemas']['Group'];

export const LEAD_STATUSES: readonly LeadStatus[] = ['new', 'contacted', 'qualified', 'do_not_call'];

/** The spec's international pattern (as the transfer number's); the contract's Lead.phone uses the same. */
export const PHONE_PATTERN = /^\+?[1-9]\d{1,14}$/;

export const isValidPhone = (value: string): boolean => PHONE_PATTERN.test(value.trim());

export function isPhoneSearch(text: string): boolean {
  const trimmed = text.trim();
  return /^[+\d\s().-]+$/.test(trimmed) && (trimmed.match(/\d/g)?.length ?? 0) >= 3 && trimmed.length <= 32;
}

export function leadName(lead: Pick<Lead, 'firstName' | 'lastName' | 'phone'>): string {
  const name = [lead.firstName, lead.lastName].map((part) => part.trim()).filter(Boolean);
  return name.length > 0 ? name.join(' ') : lead.phone;
}

export interface LeadForm {
  firstName?: string;
  lastName?: string;
  phone?: string;
  email?: string;
  company?: string;
  status?: LeadStatus;
  notes?: string;
  tags?: string[];
}

export const emptyLeadForm = (): LeadForm => ({ status: 'new', tags: [] });

export function toLeadForm(lead: Lead): LeadForm {
  return {
    firstName: lead.firstName,
    lastName: lead.lastName,
    phone: lead.phone,
    // An empty string is not an e-mail address: a contact without one opens with the field unset.
    email: lead.email || undefined,
    company: lead.company ?? '',
    status: LEAD_STATUSES.includes(lead.status) ? lead.status : 'new',
    notes: lead.notes ?? '',
    tags: Array.isArray(lead.tags) ? [...lead.tags] : [],
  };
}

const text = (value: string | undefined): string | undefined => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};

/** An edited contact keeps its groups: PUT replaces the whole contact. */
export function toLeadInput(form: LeadForm, groups: string[] = []): LeadInput {
  const tags = [...new Set((form.tags ?? []).map((tag) => tag.trim()).filter(Boolean))];
  const input: LeadInput = {
    firstName: (form.firstName ?? '').trim(),
    phone: (form.phone ?? '').trim(),
    status: form.status ?? 'new',
    tags,
    groups,
  };
  const optional = {
    lastName: text(form.lastName),
    email: text(form.email),
    company: text(form.company),
    notes: text(form.notes),
  };
  for (const [key, value] of Object.entries(optional)) {
    if (value !== undefined) Object.assign(input, { [key]: value });
  }
  return input;
}
