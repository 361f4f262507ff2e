import type { components } from '@/api/schema.gen';

export type Company = components['schemas']['Company'];
export type CompanyInput = components['schemas']['CompanyInput'];

export interface CompanyForm {
  name?: string;
  email?: string;
  phone?: string;
  address?: string;
  website?: string;
  timeZone?: string;
  currency?: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export function toCompanyForm(company: Company): CompanyForm {
  return {
    name: text(company.name),
    email: text(company.email),
    phone: text(company.phone),
    address: text(company.address),
    website: text(company.website),
    timeZone: text(company.timeZone) || 'America/Los_Angeles',
    currency: text(company.currency) || 'USD',
  };
}

// Plan and status change through billing and the super administrator, so they are never sent; an
// empty phone is left out (the contract's pattern has no empty phone).
export function toCompanyInput(form: CompanyForm): CompanyInput {
  const input: CompanyInput = {
    name: (form.name ?? '').trim(),
    email: (form.email ?? '').trim(),
    address: (form.address ?? '').trim(),
    website: (form.website ?? '').trim(),
    timeZone: (form.timeZone ?? '').trim() || 'America/Los_Angeles',
    currency: (form.currency ?? '').trim() || 'USD',
  };
  const phone = (form.phone ?? '').trim();
  if (phone) input.phone = phone;
  return input;
}
