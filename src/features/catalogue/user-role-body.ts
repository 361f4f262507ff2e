import type { components } from '@/api/schema.gen';

type User = components['schemas']['User'];
type UserInput = components['schemas']['UserInput'];

/**
 * The body of `PUT /users/{id}` that gives a user another role: `PUT` replaces the editable
 * fields, so the user's own are sent back unchanged. `invited` is the server's to set: an
 * invited user's status is left out.
 */
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
