import type { Page, Request } from '@playwright/test';
import { expect, seriousA11yViolations, test } from './fixtures';
import { signInAs, USER_TOKEN } from './session';

// /dashboard against the mock: the contract's October analytics of BrightSmile Dental Group
// (1,202 calls by three agents), the all-time talk time, and USD rates from the exchange-rate mock.
const SUMMARY = 'Below is a summary of your recent call activity and spending.';
const SERVER_ERROR = 'Something went wrong on our side. Please try again.';

const card = (page: Page, name: string) => page.getByRole('group', { name, exact: true });
const panel = (page: Page, name: string) => page.getByRole('region', { name });

const isAnalysis = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === '/api/dashboard/agent_analysis';
const bodyOf = (request: Request) => request.postDataJSON() as Record<string, unknown>;

const pad = (n: number) => String(n).padStart(2, '0');
/** The local date `daysAgo` days before today, YYYY-MM-DD (as the browser, in the same zone). */
function localDay(daysAgo: number): string {
  const date = new Date();
  date.setDate(date.getDate() - daysAgo);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Signs in as the example user, with `currency` as the user's currency. */
async function signInWithCurrency(page: Page, currency: string) {
  const claims = JSON.parse(
    Buffer.from(USER_TOKEN.split('.')[1] ?? '', 'base64url').toString('utf8'),
  ) as Record<string, unknown>;
  const { iat: _iat, exp: _exp, ...user } = claims;
  await signInAs(page, 'user', {
    tourSeen: 'true',
    userInfo: JSON.stringify({ ...user, currency, isAuthorized: true }),
  });
}

test.describe('the dashboard', () => {
  test('shows the key figures, calls over time and outcomes per agent', async ({ page }) => {
    await signInAs(page, 'user', { tourSeen: 'true' });
    const analysis = page.waitForRequest(isAnalysis);
    await page.goto('/dashboard');
    // The default period: the last 30 days up to today, one point a day.
    expect(bodyOf(await analysis)).toEqual({ from: localDay(29), to: localDay(0), interval: 'day' });

    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByText(SUMMARY, { exact: true })).toBeVisible();
    await expect(card(page, 'Calls')).toContainText('1,202');
    await expect(card(page, 'Calls')).toContainText('884 inbound · 318 outbound');
    await expect(card(page, 'Minutes')).toContainText('1,902.9');
    await expect(card(page, 'Minutes')).toContainText('Average call 1:35');
    await expect(card(page, 'Spend')).toContainText('$171.26');
    await expect(card(page, 'Spend')).toContainText('In USD');
    await expect(card(page, 'Success rate')).toContainText('87.9%');
    await expect(card(page, 'Success rate')).toContainText('1,057 of 1,202 calls reached a person');

    const overTime = panel(page, 'Calls over time');
    await expect(overTime.getByTestId('bar')).toHaveCount(5);
    await expect(overTime.locator('figcaption')).toHaveText(
      '1,202 calls in this period. Busiest: Oct 11 – Oct 17, 2026, with 279 calls.',
    );
    const weeks = overTime.getByRole('table', { name: 'Calls per period' });
    await expect(weeks).not.toBeInViewport();
    await overTime.getByRole('button', { name: 'Show as a table' }).click();
    await expect(weeks).toBeVisible();
    await expect(weeks.getByRole('row', { name: /Oct 4 – Oct 10, 2026/ })).toContainText('272');
    await expect(overTime.getByRole('button', { name: 'Hide the table' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    const outcomes = panel(page, 'Outcomes per agent');
    await expect(outcomes.getByTestId('stack')).toHaveCount(3);
    await expect(outcomes.getByRole('list', { name: 'Outcomes' }).getByRole('listitem')).toHaveText([
      'Appointment booked',
      'Transferred',
      'Other answered',
      'Not answered',
    ]);
    await expect(outcomes.locator('figcaption')).toHaveText(
      '3 agents took calls in this period; Dental Receptionist took the most, 742 calls.',
    );
    // The table (read by screen readers, shown on demand): booked, transferred, other, not answered.
    const recall = outcomes.getByRole('row', { name: /Recall Reminders/ });
    await expect(recall.getByRole('cell')).toHaveText(['72', '4', '109', '133', '318']);

    const allTime = panel(page, 'All-time talk time');
    await expect(allTime.getByTestId('all-time')).toContainText('1,284');
    await expect(allTime.getByTestId('all-time')).toContainText('55.1 h');
    await expect(allTime.getByTestId('all-time')).toContainText('842 calls, average 2:48');

    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('draws each chart across its panel, and again when the window narrows', async ({ page }) => {
    await signInAs(page, 'user', { tourSeen: 'true' });
    await page.goto('/dashboard');
    const charts = ['Calls over time', 'Outcomes per agent'].map((name) =>
      panel(page, name).locator('svg[role="presentation"]'),
    );
    // The drawing is as wide as the box it sits in (the chart's own wrapper), whatever the window.
    const spans = (chart: (typeof charts)[number]) =>
      chart.evaluate((svg) => [
        Math.round(svg.getBoundingClientRect().width),
        Math.round(svg.parentElement?.getBoundingClientRect().width ?? 0),
      ]);
    const wide: number[] = [];
    for (const chart of charts) {
      await expect(chart).toBeVisible();
      await expect.poll(async () => new Set(await spans(chart)).size).toBe(1);
      wide.push((await spans(chart))[0] ?? 0);
    }
    await page.setViewportSize({ width: 900, height: 720 });
    for (const [index, chart] of charts.entries()) {
      await expect
        .poll(async () => {
          const [drawn, box] = await spans(chart);
          return drawn === box && (drawn ?? 0) < (wide[index] ?? 0);
        })
        .toBe(true);
    }
  });

  test('keeps the period in the URL and asks for it', async ({ page }) => {
    await signInAs(page, 'user', { tourSeen: 'true' });
    await page.goto('/dashboard?period=bogus');
    const period = page.getByRole('combobox', { name: 'Period' });
    await expect(period).toHaveValue('30d');
    // The invalid value is dropped from the address too.
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(card(page, 'Calls')).toContainText('1,202');

    let analysis = page.waitForRequest(isAnalysis);
    await period.selectOption({ label: 'Last 7 days' });
    expect(bodyOf(await analysis)).toEqual({ from: localDay(6), to: localDay(0), interval: 'day' });
    await expect(page).toHaveURL(/\/dashboard\?period=7d$/);
    // Back in the browser: the previous period again, in the select too.
    await page.goBack();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(period).toHaveValue('30d');
    await page.goForward();
    await expect(period).toHaveValue('7d');
    // With the keyboard (past the cached last 30 days): the select keeps the focus.
    await period.focus();
    analysis = page.waitForRequest(isAnalysis);
    await page.keyboard.press('ArrowDown');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.keyboard.press('ArrowDown');
    expect(bodyOf(await analysis)).toEqual({ from: localDay(89), to: localDay(0), interval: 'week' });
    await expect(page).toHaveURL(/\/dashboard\?period=90d$/);
    await expect(period).toBeFocused();

    // A custom range: a wrong order is refused, a good one is asked for and kept in the URL.
    await period.selectOption({ label: 'Custom range' });
    await page.getByRole('textbox', { name: 'From', exact: true }).fill('2026-10-31');
    await page.getByRole('textbox', { name: 'To', exact: true }).fill('2026-10-01');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Choose a start date on or before the end date, at most a year apart.',
    );
    await page.getByRole('textbox', { name: 'From', exact: true }).fill('2026-10-01');
    await page.getByRole('textbox', { name: 'To', exact: true }).fill('2026-10-31');
    const agents = page.waitForRequest((r) => r.url().endsWith('/api/dashboard/list_analysis'));
    analysis = page.waitForRequest(isAnalysis);
    await page.getByRole('button', { name: 'Apply' }).click();
    expect(bodyOf(await analysis)).toEqual({ from: '2026-10-01', to: '2026-10-31', interval: 'day' });
    expect(bodyOf(await agents)).toMatchObject({ from: '2026-10-01', to: '2026-10-31', groupBy: 'agent' });
    await expect(page).toHaveURL(/period=custom&from=2026-10-01&to=2026-10-31/);

    // The shared link opens on the same period.
    analysis = page.waitForRequest(isAnalysis);
    await page.reload();
    expect(bodyOf(await analysis)).toMatchObject({ from: '2026-10-01', to: '2026-10-31' });
    await expect(period).toHaveValue('custom');
    await expect(page.getByTestId('period-range')).toHaveText('Oct 1, 2026 – Oct 31, 2026');
  });

  test('shows spend in the user currency with the exchange rates', async ({ page }) => {
    await signInWithCurrency(page, 'EUR');
    const rates = page.waitForRequest((r) => new URL(r.url()).pathname === '/fx/latest/USD');
    await page.goto('/dashboard');
    expect((await rates).headers()['authorization']).toBeUndefined();
    // 171.26 USD at 0.92 EUR per USD.
    await expect(card(page, 'Spend')).toContainText('€157.56');
    await expect(card(page, 'Spend')).toContainText('In EUR');
    await expect(page.getByTestId('fx-fallback')).toHaveCount(0);
  });

  test('falls back to USD when the exchange-rate service is unreachable', async ({ page }) => {
    await signInWithCurrency(page, 'EUR');
    await page.route('**/fx/**', (route) => route.abort('connectionrefused'));
    await page.goto('/dashboard');
    await expect(card(page, 'Spend')).toContainText('$171.26');
    await expect(page.getByTestId('fx-fallback')).toHaveText(
      'Exchange rates are unavailable right now, so amounts are shown in USD.',
    );
    await expect(card(page, 'Calls')).toContainText('1,202');
  });

  test.describe('with the page clock', () => {
    test.use({ ownContext: true });

    test('falls back to USD when the exchange-rate service does not answer', async ({ page }) => {
      await signInWithCurrency(page, 'EUR');
      await page.clock.install();
      // Never answered: the console gives up after its timeout (twice 4 s) and shows USD.
      const asked: string[] = [];
      await page.route('**/fx/**', (route) => {
        asked.push(route.request().url());
        return new Promise<void>(() => undefined);
      });
      await page.goto('/dashboard');
      await expect(card(page, 'Calls')).toContainText('1,202');
      const fallback = page.getByTestId('fx-fallback');
      // Not before the first timeout has passed.
      await page.clock.runFor(3_000);
      await expect(fallback).toHaveCount(0);
      // The page's time moves a second a step, until the two tries have timed out.
      await expect(async () => {
        await page.clock.runFor(1_000);
        await expect(fallback).toHaveText(
          'Exchange rates are unavailable right now, so amounts are shown in USD.',
          { timeout: 200 },
        );
      }).toPass({ intervals: [50] });
      expect(asked).toHaveLength(2);
      await expect(card(page, 'Spend')).toContainText('$171.26');
    });
  });

  test('says when the analytics fail and tries again', async ({ page }) => {
    await signInAs(page, 'user', { tourSeen: 'true' });
    // Down until the error is on screen: how many reads that takes (the route's, its one retry, the
    // screen's own on mount) depends on how soon the screen mounts.
    let down = true;
    await page.route('**/api/dashboard/agent_analysis', (route) =>
      down ? route.fulfill({ status: 500, json: { message: SERVER_ERROR } }) : route.fallback(),
    );
    await page.goto('/dashboard');
    const alert = page.getByRole('alert').filter({ hasText: SERVER_ERROR });
    await expect(alert).toBeVisible();
    await expect(card(page, 'Calls')).toHaveCount(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    down = false;
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(card(page, 'Calls')).toContainText('1,202');
    await expect(alert).toHaveCount(0);
  });

  test('shows every part failing in the QA error mode, each with a retry', async ({ page }) => {
    await signInAs(page, 'user', {
      tourSeen: 'true',
      qaMode: JSON.stringify({ mode: 'error', status: 500, latencyMs: 0 }),
    });
    await page.goto('/dashboard');
    // The analytics, the call quality (a proposal), the all-time totals and the live calls.
    await expect(page.getByRole('alert').filter({ hasText: SERVER_ERROR })).toHaveCount(4);
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(4);
    // Back to the examples: a retry brings the figures.
    await page.evaluate(() =>
      localStorage.setItem('qaMode', JSON.stringify({ mode: 'examples', status: 500, latencyMs: 0 })),
    );
    await page.getByRole('button', { name: 'Try again' }).first().click();
    await expect(card(page, 'Calls')).toContainText('1,202');
  });

  test('says when the period has no calls', async ({ page }) => {
    await signInAs(page, 'user', { tourSeen: 'true' });
    const zero = {
      calls: 0,
      inboundCalls: 0,
      outboundCalls: 0,
      answeredCalls: 0,
      minutes: 0,
      spend: 0,
      avgDurationSeconds: 0,
      answerRate: 0,
      appointmentsBooked: 0,
      transfers: 0,
    };
    await page.route('**/api/dashboard/agent_analysis', (route) =>
      route.fulfill({
        json: {
          data: {
            from: localDay(29),
            to: localDay(0),
            interval: 'day',
            agent: null,
            currency: 'USD',
            timeZone: 'America/Los_Angeles',
            totals: zero,
            series: [],
            agents: [],
          },
        },
      }),
    );
    await page.goto('/dashboard');
    await expect(page.getByText('No calls in this period', { exact: true })).toBeVisible();
    await expect(card(page, 'Calls')).toContainText('0');
    await expect(card(page, 'Success rate')).toContainText('No calls');
    await expect(panel(page, 'Calls over time')).toHaveCount(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('shows skeletons while the figures load', async ({ page }) => {
    await signInAs(page, 'user', { tourSeen: 'true' });
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/dashboard/agent_analysis', async (route) => {
      await held;
      await route.fallback();
    });
    await page.goto('/dashboard');
    await expect(card(page, 'Calls')).toBeVisible();
    await expect(page.getByRole('status', { name: 'Loading…' }).first()).toBeVisible();
    await expect(card(page, 'Calls')).not.toContainText('1,202');
    release();
    await expect(card(page, 'Calls')).toContainText('1,202');
  });
});
