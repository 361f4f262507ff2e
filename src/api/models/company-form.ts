import type { CompanyInput } from './schemas';

export const DEFAULT_COMPANY_TIME_ZONE = 'America/Los_Angeles';

// The company's profile as two forms edit it: its own settings, and the catalogue's (which adds the
// plan and the status).
export interface CompanyForm {
  name?: string;
  email?: string;
  phone?: string;
  address?: string;
  website?: string;
  timeZone?: string;
  currency?: string;
}

// An empty phone is left out: the contract's pattern has no empty phone.
export function companyInput(form: CompanyForm): CompanyInput {
  const input: CompanyInput = {
    name: (form.name ?? '').trim(),
    email: (form.email ?? '').trim(),
    address: (form.address ?? '').trim(),
    website: (form.website ?? '').trim(),
    timeZone: (form.timeZone ?? '').trim() || DEFAULT_COMPANY_TIME_ZONE,
    currency: (form.currency ?? '').trim() || 'USD',
  };
  const phone = (form.phone ?? '').trim();
  if (phone) input.phone = phone;
  return input;
}
