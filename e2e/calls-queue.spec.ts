import type { Page, Route } from '@playwright/test';
import { callOf } from './call-fixture';
import { expect, seriousA11yViolations, test } from './fixtures';
import { signInAs } from './session';

// The queue of waiting outbound calls on /calls. The mock's example page holds one queued call, so
// the queue read is served here with the three waiting calls of the contract's rearrange example.
const queued = [
  {
    id: '6650a1f2c3d4e5f611110007',
    lead: '6650a1f2c3d4e5f633330003',
    leadName: 'Tom Becker',
    to: '+16505550143',
    at: '2026-11-21T18:30:00Z',
  },
  {
    id: '6650a1f2c3d4e5f611110006',
    lead: '6650a1f2c3d4e5f633330004',
    leadName: 'Lucía Fernández',
    to: '+13105550121',
    at: '2026-11-21T17:00:00Z',
  },
  {
    id: '6650a1f2c3d4e5f611110008',
    lead: '6650a1f2c3d4e5f633330005',
    leadName: 'Ethan Brooks',
    to: '+14085550109',
    at: '2026-11-21T19:00:00Z',
  },
].map((item, index) =>
  callOf({
    id: item.id,
    to: item.to,
    status: 'queued',
    scheduledAt: item.at,
    lead: item.lead,
    leadName: item.leadName,
    queuePosition: index + 1,
  }),
);
const [TOM, LUCIA, ETHAN] = queued.map((call) => call.id) as [string, string, string];

async function serveQueue(route: Route) {
  const body = route.request().postDataJSON() as Record<string, unknown>;
  if (body['sortBy'] !== 'queuePosition') return route.fallback();
  return route.fulfill({ json: { data: { data: queued, total: 3, pageIndex: 0, pageSize: 200 } } });
}

const queue = (page: Page) => page.getByRole('list', { name: 'Call queue' });
const order = async (page: Page) =>
  queue(page)
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-call-id')));
const announcer = (page: Page) => page.getByTestId('queue-announcer');

async function open(page: Page) {
  await signInAs(page, 'user', { tourSeen: 'true' });
  await page.route('**/api/calls/fetch', serveQueue);
  await page.goto('/calls');
  await expect(queue(page).getByRole('listitem')).toHaveCount(3);
  expect(await order(page)).toEqual([TOM, LUCIA, ETHAN]);
}

test.describe('the call queue', () => {
  test('reorders with the keyboard, announced, and saves the new order', async ({ page }) => {
    await open(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    const handle = page.getByRole('button', { name: 'Move Ethan Brooks, position 3' });
    await handle.focus();
    await page.keyboard.press('Space');
    await expect(announcer(page)).toHaveText(/Picked up Ethan Brooks, position 3 of 3/);
    await page.keyboard.press('ArrowUp');
    await expect(announcer(page)).toHaveText('Ethan Brooks moved to position 2 of 3.');
    await page.keyboard.press('ArrowUp');
    expect(await order(page)).toEqual([ETHAN, TOM, LUCIA]);
    // The focus stays on the handle being moved.
    await expect(page.getByRole('button', { name: 'Move Ethan Brooks, position 1' })).toBeFocused();

    const posted = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/calls/rearrange_queue');
    await page.keyboard.press('Space');
    expect((await posted).postDataJSON()).toEqual({ order: [ETHAN, TOM, LUCIA] });
    await expect(announcer(page)).toHaveText('Ethan Brooks dropped at position 1 of 3.');
    expect(await order(page)).toEqual([ETHAN, TOM, LUCIA]);
    await expect(queue(page).getByRole('listitem').first()).toContainText('Ethan Brooks');
  });

  test('Escape puts the call back without asking the server', async ({ page }) => {
    await open(page);
    let sent = 0;
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/calls/rearrange_queue') sent += 1;
    });
    await page.getByRole('button', { name: 'Move Tom Becker, position 1' }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await order(page)).toEqual([LUCIA, ETHAN, TOM]);
    await page.keyboard.press('Escape');
    await expect(announcer(page)).toHaveText('Move cancelled. Tom Becker is back at position 1 of 3.');
    expect(await order(page)).toEqual([TOM, LUCIA, ETHAN]);
    expect(sent).toBe(0);
  });

  test('shows the new order at once and undoes it when the server refuses', async ({ page }) => {
    await open(page);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/calls/rearrange_queue', async (route) => {
      await held;
      await route.fulfill({ status: 500, json: { message: 'The dialler is busy; try again shortly.' } });
    });
    await page.getByRole('button', { name: 'Move Lucía Fernández, position 2' }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Space');
    // Optimistic: the new order shows while the server has not answered yet.
    await expect.poll(() => order(page)).toEqual([LUCIA, TOM, ETHAN]);
    release();
    await expect(page.getByText('The dialler is busy; try again shortly.')).toBeVisible();
    await expect(page.getByText('The queue is back in its previous order.').first()).toBeVisible();
    await expect.poll(() => order(page)).toEqual([TOM, LUCIA, ETHAN]);
  });

  test('reorders by dragging with the pointer', async ({ page }) => {
    await open(page);
    const posted = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/calls/rearrange_queue');
    const items = queue(page).getByRole('listitem');
    await items.nth(0).dragTo(items.nth(2));
    expect((await posted).postDataJSON()).toEqual({ order: [LUCIA, ETHAN, TOM] });
    expect(await order(page)).toEqual([LUCIA, ETHAN, TOM]);
  });
});
