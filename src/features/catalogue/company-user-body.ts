import type { components } from '@/api/schema.gen';

type UserCreate = components['schemas']['UserCreateInput'];

/**
 * The form data of forms/company-user.schema.json: what RJSF holds, so a field never typed in is
 * left out, even the required ones (the validator speaks for those before anything is sent).
 */
export interface CompanyUserForm {
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  password?: string;
  roleId?: string;
  language?: UserCreate['language'];
}

/** The body of `POST /users/` that adds the user of a valid form to `companyId`. */
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
