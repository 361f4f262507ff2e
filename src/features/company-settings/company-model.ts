import type { Company } from '@/api/models/schemas';
import { companyInput, DEFAULT_COMPANY_TIME_ZONE, type CompanyForm } from '@/api/models/company-form';

export type { CompanyForm } from '@/api/models/company-form';
export type { Company, CompanyInput } from '@/api/models/schemas';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export function toCompanyForm(company: Company): CompanyForm {
  return {
    name: text(company.name),
    email: text(company.email),
    phone: text(company.phone),
    address: text(company.address),
    website: text(company.website),
    timeZone: text(company.timeZone) || DEFAULT_COMPANY_TIME_ZONE,
    currency: text(company.currency) || 'USD',
  };
}

// Plan and status change through billing and the super administrator, so they are never sent.
export const toCompanyInput = companyInput;
