import type { Page } from '@playwright/test';

// The two example users of the contract (the login examples `user` and `superAdmin`).
export const USER_TOKEN =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpZCI6IjY2NTBhMWYyYzNkNGU1ZjYwMTIzNDU2NyIsImZpcnN0TmFtZSI6Ik1heWEiLCJsYXN0TmFtZSI6IlRob21wc29uIiwiZW1haWwiOiJtYXlhLnRob21wc29uQGJyaWdodHNtaWxlLWRlbnRhbC5jb20iLCJjdXJyZW5jeSI6IlVTRCIsImF2YXRhciI6IiIsImxhbmd1YWdlIjoiZW4iLCJwaG9uZSI6IisxNDE1NTU1MDE0MiIsInJvbGUiOiJjb21wYW55X2FkbWluIiwiY29tcGFueSI6IjY2NTBhMWYyYzNkNGU1ZjZhYWFhMDAwMSIsImlzU3VwZXJBZG1pbiI6ZmFsc2UsImlzQXV0aG9yaXplZCI6dHJ1ZSwiaWF0IjoxNzYzNjgzMjAwLCJleHAiOjQxMDI0NDQ4MDB9._W2OKgd6bjFD2WTcnEX8KDA-FnsqNb2l8Guxj11VHpM';
export const SUPER_ADMIN_TOKEN =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpZCI6IjY2NTBhMWYyYzNkNGU1ZjYwMTIzNDUwMCIsImZpcnN0TmFtZSI6IkRhbmllbCIsImxhc3ROYW1lIjoiT2thZm9yIiwiZW1haWwiOiJkYW5pZWwub2thZm9yQHZvaWNlYWdlbnQtY29uc29sZS5jb20iLCJjdXJyZW5jeSI6IlVTRCIsImF2YXRhciI6IiIsImxhbmd1YWdlIjoiZW4iLCJwaG9uZSI6IisxNDE1NTU1MDEwMCIsInJvbGUiOiJzdXBlcl9hZG1pbiIsImNvbXBhbnkiOiI2NjUwYTFmMmMzZDRlNWY2YWFhYTAwMDAiLCJpc1N1cGVyQWRtaW4iOnRydWUsImlzQXV0aG9yaXplZCI6dHJ1ZSwiaWF0IjoxNzYzNjgzMjAwLCJleHAiOjQxMDI0NDQ4MDB9.2EUuqawlsIEw7MemcoqGZQtbBxgo5LlvJI2whtB0E3s';

const payload = (token: string): Record<string, unknown> =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;

export type Who = 'user' | 'superAdmin';

/**
 * Starts the page signed in, as the app itself stores a session (token + user info), before any
 * script of the page runs. `extra` adds other local settings (e.g. tour seen, language).
 */
export async function signInAs(
  page: Page,
  who: Who = 'user',
  extra: Record<string, string> = {},
): Promise<void> {
  const token = who === 'superAdmin' ? SUPER_ADMIN_TOKEN : USER_TOKEN;
  const claims = payload(token);
  const { iat: _iat, exp: _exp, ...user } = claims;
  const items = { token, userInfo: JSON.stringify({ ...user, isAuthorized: true }), ...extra };
  await page.addInitScript((entries) => {
    // Only on the first document of the test: later reloads see what the app itself stored.
    if (sessionStorage.getItem('e2e-seeded')) return;
    sessionStorage.setItem('e2e-seeded', '1');
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, items);
}
