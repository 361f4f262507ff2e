import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
const src = readFileSync('e2e/session.ts', 'utf8');
const token = src.match(/USER_TOKEN =\s*'([^']+)'/)[1];
const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
const { iat, exp, ...user } = claims;
const items = { token, userInfo: JSON.stringify({ ...user, isAuthorized: true }), tourSeen: 'true' };
const extra = (process.env.FLAGS ?? '').split(' ').filter(Boolean);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu', ...extra] });
const base = 'http://127.0.0.1:4873';
const N = Number(process.env.N ?? 10);
const c = await browser.newContext({ reducedMotion: 'reduce' });
if (process.env.KEEPER) { const k = await c.newPage(); await k.goto(base + '/favicon.svg'); }
const times = [];
const t0 = Date.now();
for (let i = 0; i < N; i++) {
  const page = await c.newPage();
  await page.addInitScript((e) => { for (const [k, v] of Object.entries(e)) localStorage.setItem(k, v); }, items);
  const t = Date.now();
  await page.goto(base + (i % 2 ? '/calls' : '/dashboard'));
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.getByText(/./).first().waitFor();
  times.push(Date.now() - t);
  await page.close();
}
console.log(process.env.FLAGS ?? '', process.env.KEEPER ? 'keeper' : '', 'total', Date.now() - t0, times.join(' '));
await browser.close();
