const b64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

export const testToken = (payload: Record<string, unknown>): string =>
  `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url(payload)}.c2lnbmF0dXJl`;

export const mayaClaims = {
  id: '6650a1f2c3d4e5f601234567',
  firstName: 'Maya',
  lastName: 'Thompson',
  email: 'maya.thompson@brightsmile-dental.com',
  role: 'company_admin',
  company: '6650a1f2c3d4e5f6aaaa0001',
  isSuperAdmin: false,
};
