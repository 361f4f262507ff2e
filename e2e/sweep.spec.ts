import type { Locator, Page } from '@playwright/test';
import { expect, seriousA11yViolations, test } from './fixtures';
import { CALL_ID } from './playback-helpers';
import { routesBeyondSpec, specRoutes } from './routes';
import { signInAs, type Who } from './session';

// Every route of the spec and of the console's beyond it (e2e/routes.ts), as each kind of user,
// in each QA mode of the mock: no uncaught error (the fixture), a real screen (a title and
// something to read or act on, not a placeholder), no serious or critical axe violation. Random
// data must not crash a screen; when every call fails, a screen that reads data shows the error
// with its Try again.
const MODES = [
  { mode: 'examples', status: 500, latencyMs: 0 },
  { mode: 'dynamic', status: 500, latencyMs: 0 },
  { mode: 'error', status: 500, latencyMs: 0 },
] as const;
const USERS: Who[] = ['user', 'superAdmin'];
// Screens behind a route's tabs, each with its own calls: swept like routes.
const TABS = ['company', 'preferences', 'team', 'billing', 'api-keys', 'tickets'].map((tab) => ({
  route: `/company-settings?tab=${tab}`,
  path: `/company-settings?tab=${tab}`,
}));
// Screens that read nothing when they open: a failing API leaves them as they are. The OAuth
// return reads only with a code in its address; the import, once a target is chosen.
const READ_NOTHING = new Set([
  '/',
  '/login',
  '/signup',
  '/reset_password',
  '/new_password/$token',
  '/oauth/callback',
  '/contacts/import-data',
]);
// An ordinary user opening a super administrator's screen gets the refusal, which reads nothing.
const refusedTo = (route: string, who: Who) =>
  who === 'user' && (route === '/companies' || route.startsWith('/superadmin'));
// Shared links to a call: swept with a call to show.
const WITH_PARAMS: Record<string, string> = {
  '/playcall': `/playcall?id=${CALL_ID}`,
  '/summarycall': `/summarycall?id=${CALL_ID}`,
};
// Screens still a placeholder: none left.
const PLACEHOLDERS = new Set<string>([]);

// Something a person can read or act on, beyond the screen's title.
const CONTENT =
  'table, ul, ol, form, input, select, textarea, button, a[href], img, svg, canvas, audio, ' +
  '[role="grid"], [role="list"], [role="tab"], [role="switch"], [role="slider"], [role="img"]';

/** Waits until the screen stopped loading: no spinner, skeleton or busy region in it. */
async function settled(main: Locator) {
  await expect(main.getByRole('status').filter({ hasText: /Loading|Cargando/ })).toHaveCount(0);
  await expect(main.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** The screen is more than a title and a sentence: it has content a person can use. */
async function expectRealScreen(page: Page, where: string) {
  const main = page.getByRole('main');
  const title = main.locator('h1').first();
  await expect(title, where).toBeVisible();
  await expect(title, `${where} has a title`).not.toHaveText('');
  await settled(main);
  const text = (await main.innerText()).replace((await title.innerText()).trim(), '').trim();
  expect(text.length, `${where} shows more than its title`).toBeGreaterThan(20);
  expect(await main.locator(CONTENT).count(), `${where} has content to read or act on`).toBeGreaterThan(0);
}

async function expectErrorWithRetry(page: Page, where: string) {
  const main = page.getByRole('main');
  const alert = main.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Try again' }) });
  await expect(alert.first(), `${where} shows its error with Try again`).toBeVisible();
}

for (const { route, path: routePath } of [...specRoutes(), ...routesBeyondSpec(), ...TABS]) {
  const path = WITH_PARAMS[route] ?? routePath;
  for (const who of USERS) {
    test(`${route} as ${who} survives every QA mode`, async ({ page }) => {
      // Three loads and three axe runs: the default 30 s is one test's budget, not three.
      test.setTimeout(60_000);
      test.fail(PLACEHOLDERS.has(route), 'a placeholder screen must fail the sweep');
      await signInAs(page, who, { tourSeen: 'true', qaMode: JSON.stringify(MODES[0]) });
      for (const [index, settings] of MODES.entries()) {
        if (index > 0) {
          await page.evaluate((value) => localStorage.setItem('qaMode', value), JSON.stringify(settings));
        }
        await page.goto(path);
        const where = `${path} (${settings.mode})`;
        if (settings.mode === 'error' && !READ_NOTHING.has(route) && !refusedTo(route, who)) {
          await expectErrorWithRetry(page, where);
        } else {
          await expectRealScreen(page, where);
        }
        expect(await seriousA11yViolations(page), where).toEqual([]);
      }
    });
  }
}
