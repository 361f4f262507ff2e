import type { components } from '@/api/schema.gen';
import type { User, UserInput } from '@/api/models/schemas';

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

export type CompanyUserEditForm = Omit<CompanyUserForm, 'password'> & { status?: UserInput['status'] };

const LANGUAGES: readonly UserInput['language'][] = ['en', 'es'];

// `invited` is not the administrator's to choose: such a user's form has no status.
export function toCompanyUserEditForm(user: User): CompanyUserEditForm {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    ...(user.phone ? { phone: user.phone } : {}),
    roleId: user.roleId,
    language: LANGUAGES.includes(user.language) ? user.language : 'en',
    ...(user.status !== 'invited' ? { status: user.status } : {}),
  };
}

// `PUT` replaces the editable fields: the avatar the form does not show goes back as it was.
export function companyUserEditBody(user: User, form: CompanyUserEditForm): UserInput {
  const phone = form.phone?.trim();
  return {
    firstName: form.firstName?.trim() ?? '',
    lastName: form.lastName?.trim() ?? '',
    email: form.email?.trim() ?? '',
    ...(phone ? { phone } : {}),
    roleId: form.roleId ?? user.roleId,
    language: form.language ?? user.language,
    avatar: user.avatar,
    ...(user.status !== 'invited' ? { status: form.status ?? user.status } : {}),
  };
}

export const userName = (user: Pick<User, 'firstName' | 'lastName' | 'email'>): string =>
  `${user.firstName} ${user.lastName}`.trim() || user.email;
