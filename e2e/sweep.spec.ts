import { expect, seriousA11yViolations, test } from './fixtures';
import { specRoutes } from './routes';
import { signInAs, type Who } from './session';

// Every route of the spec, as each kind of user, in each QA mode of the mock: no uncaught error
// (the fixture), never a blank screen (a visible h1 and some text), no serious or critical axe
// violation. Random data must not crash a screen; an error answer must show an error state.
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

for (const { route, path } of [...specRoutes(), ...TABS]) {
  for (const who of USERS) {
    test(`${route} as ${who} survives every QA mode`, async ({ page }) => {
      // Three loads and three axe runs: the default 30 s is one test's budget, not three.
      test.setTimeout(60_000);
      await signInAs(page, who, { tourSeen: 'true', qaMode: JSON.stringify(MODES[0]) });
      for (const [index, settings] of MODES.entries()) {
        if (index > 0) {
          await page.evaluate((value) => localStorage.setItem('qaMode', value), JSON.stringify(settings));
        }
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        const where = `${path} (${settings.mode})`;
        await expect(page.locator('h1').first(), where).toBeVisible();
        const text = await page.locator('body').innerText();
        expect(text.trim().length, `${where} shows text`).toBeGreaterThan(10);
        expect(await seriousA11yViolations(page), where).toEqual([]);
      }
    });
  }
}
