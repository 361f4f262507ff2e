import type { User, UserInput } from '@/api/models/schemas';

// `PUT` replaces the editable fields, so the user's own go back unchanged; `invited` is the server's to set.
export function userRoleBody(user: User, roleId: string): UserInput {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    ...(user.phone ? { phone: user.phone } : {}),
    roleId,
    language: user.language,
    avatar: user.avatar,
    ...(user.status !== 'invited' ? { status: user.status } : {}),
  };
}
