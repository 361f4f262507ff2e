import type { components } from '@/api/schema.gen';

type UserCreate = components['schemas']['UserCreateInput'];

// As RJSF holds it: a field never typed in is absent, even a required one (the validator speaks first).
export interface CompanyUserForm {
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  password?: string;
  roleId?: string;
  language?: UserCreate['language'];
}

export function companyUserBody(companyId: string, form: CompanyUserForm): UserCreate {
  return {
    firstName: form.firstName?.trim() ?? '',
    lastName: form.lastName?.trim() ?? '',
    email: form.email ?? '',
    ...(form.phone ? { phone: form.phone } : {}),
    roleId: form.roleId ?? '',
    language: form.language ?? 'en',
    password: form.password ?? '',
    company: companyId,
  };
}
