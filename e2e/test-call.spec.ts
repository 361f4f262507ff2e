import type { Locator, Page } from '@playwright/test';
import { expect, seriousA11yViolations, test } from './fixtures';
import { useOwnData } from './mock-state';
import { signInAs, USER_TOKEN } from './session';

// Test calls and live calls against the stateful mock, each test in a data set of its own: a call
// placed here is read back from Calls, and one placed behind the page's back shows up there alone.
const AGENT = '6650a1f2c3d4e5f6bbbb0001';
const EDITOR = `/agent/prompt_editor?agentId=${AGENT}`;
const BAD_NUMBER_MESSAGE =
  'Enter the number in international format (E.164): a + and the country code, then the number, for example +14155550123.';

async function start(page: Page, path: string): Promise<string> {
  const scope = await useOwnData(page, 'test-call');
  await signInAs(page, 'user', { tourSeen: 'true' });
  await page.goto(path);
  return scope;
}

function countCallPosts(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/calls/') count += 1;
  });
  return () => count;
}

/** Refuses a bad number, then places a call to `number` and waits for its state. */
async function placeCall(form: Locator, number: string, posts: () => number) {
  const field = form.getByRole('textbox', { name: 'Your phone number' });
  await field.fill('415 555 0123');
  await form.getByRole('button', { name: 'Call me' }).click();
  await expect(field).toHaveAccessibleDescription(BAD_NUMBER_MESSAGE);
  await expect(field).toBeFocused();
  expect(posts()).toBe(0);

  await field.fill(number);
  await form.getByRole('button', { name: 'Call me' }).click();
  const state = form.getByTestId('test-call-state');
  await expect(state.getByRole('status')).toContainText(`Call to ${number.replace(/\s/g, '')} placed.`);
  await expect(state.getByRole('status')).toContainText('Queued');
  expect(posts()).toBe(1);
  return state;
}

const callsTable = (page: Page) => page.getByRole('table', { name: 'Calls' });

test.describe('test calls', () => {
  test.slow();

  test('from the prompt editor: refused, placed, then listed in Calls', async ({ page }) => {
    const posts = countCallPosts(page);
    await start(page, EDITOR);
    await page.getByRole('button', { name: 'Call me' }).click();
    const dialog = page.getByRole('dialog', { name: 'Test call with Dental Receptionist' });
    await expect(dialog).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    const state = await placeCall(dialog, '+1 415 555 0199', posts);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await state.getByRole('link', { name: 'See it in Calls' }).click();
    await expect(page).toHaveURL(/\/calls\?/);
    await expect(callsTable(page).getByRole('row').filter({ hasText: '+14155550199' })).toHaveCount(1);
  });

  test("from the Test LLM panel's call tab", async ({ page }) => {
    const posts = countCallPosts(page);
    await start(page, EDITOR);
    const panel = page.getByTestId('test-llm-panel');
    await panel.getByRole('tab', { name: 'Call' }).click();
    const form = panel.getByRole('form', { name: 'Test call' });
    await placeCall(form, '+34612345678', posts);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await panel.getByRole('tab', { name: 'Chat' }).click();
    await expect(panel.getByRole('button', { name: 'Test', exact: true })).toBeVisible();
    await page.goto('/calls');
    await expect(callsTable(page).getByRole('row').filter({ hasText: '+34612345678' })).toHaveCount(1);
  });

  test("from the agent's menu in the list", async ({ page }) => {
    const posts = countCallPosts(page);
    await start(page, '/agent');
    await page.getByRole('button', { name: 'Actions for Dental Receptionist' }).click();
    await page.getByRole('menuitem', { name: 'Test call' }).click();
    const dialog = page.getByRole('dialog', { name: 'Test call with Dental Receptionist' });
    await placeCall(dialog, '+442079460958', posts);
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(dialog).toHaveCount(0);
  });
});

test.describe('live calls', () => {
  test.slow();

  test('a call placed elsewhere shows on /calls without a reload, also after the tab was hidden', async ({
    page,
  }) => {
    const scope = await start(page, '/calls');
    const live = page.getByTestId('live-calls');
    const waiting = live.getByTestId('live-calls-waiting');
    await expect(live.getByRole('heading', { name: 'Live calls' })).toBeVisible();
    const before = Number((await waiting.textContent())?.match(/\d+/)?.[0]);
    expect(before).toBeGreaterThan(0);
    expect(await seriousA11yViolations(page)).toEqual([]);

    const placeBehindThePage = (to: string) =>
      page.request.post('/api/calls/', {
        headers: { Authorization: `Bearer ${USER_TOKEN}`, 'X-Mock-Scope': scope },
        data: { agentId: AGENT, to },
      });
    expect((await placeBehindThePage('+16505550111')).status()).toBe(201);
    // The first poll comes 5 s after the page read the calls.
    await expect(waiting).toHaveText(`${before + 1} waiting in the queue`, { timeout: 20_000 });
    await expect(callsTable(page).getByRole('row').filter({ hasText: '+16505550111' })).toHaveCount(1);

    await setVisibility(page, 'hidden');
    expect((await placeBehindThePage('+16505550112')).status()).toBe(201);
    const polls = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/calls/fetch');
    await setVisibility(page, 'visible');
    await polls;
    await expect(waiting).toHaveText(`${before + 2} waiting in the queue`);
  });

  test('the dashboard shows the live calls', async ({ page }) => {
    await start(page, '/dashboard');
    const live = page.getByTestId('live-calls');
    await expect(live.getByRole('heading', { name: 'Live calls' })).toBeVisible();
    await expect(live.getByText('No call is in progress.')).toBeVisible();
    await expect(live.getByTestId('live-calls-waiting')).toHaveText(/^\d+ waiting in the queue$/);
  });
});

async function setVisibility(page: Page, state: 'visible' | 'hidden') {
  await page.evaluate((next) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => next });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => next === 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);
}
