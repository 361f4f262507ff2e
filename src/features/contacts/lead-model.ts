import type { components } from '@/api/schema.gen';

export type Lead = components['schemas']['Lead'];
export type LeadInput = components['schemas']['LeadInput'];
export type LeadStatus = Lead['status'];
export type Group = components['schemas']['Group'];

export const LEAD_STATUSES: readonly LeadStatus[] = ['new', 'contacted', 'qualified', 'do_not_call'];

/**
 * The spec's international phone pattern (as the transfer number's): an optional plus, a first
 * digit 1-9, 2 to 15 digits in total. The contract's Lead.phone uses the same.
 */
export const PHONE_PATTERN = /^\+?[1-9]\d{1,14}$/;

export const isValidPhone = (value: string): boolean => PHONE_PATTERN.test(value.trim());

/**
 * Whether a search text is meant as a phone number (then `POST /leads/search-phone` answers it):
 * only digits, plus, spaces, brackets, dots and dashes, with at least 3 digits.
 */
export function isPhoneSearch(text: string): boolean {
  const trimmed = text.trim();
  return /^[+\d\s().-]+$/.test(trimmed) && (trimmed.match(/\d/g)?.length ?? 0) >= 3 && trimmed.length <= 32;
}

/** What a person reads for a contact: its full name, else its number. */
export function leadName(lead: Pick<Lead, 'firstName' | 'lastName' | 'phone'>): string {
  const name = [lead.firstName, lead.lastName].map((part) => part.trim()).filter(Boolean);
  return name.length > 0 ? name.join(' ') : lead.phone;
}

/** The lead form's data (forms/contact-lead.schema.json). */
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
    email: lead.email ?? '',
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

/**
 * The body of `POST /leads` or `PUT /leads/{id}`: empty optional texts left out, tags trimmed
 * and unique; an edited contact keeps its groups (PUT replaces the whole contact).
 */
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
