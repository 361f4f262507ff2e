import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { useOwnData } from './mock-state';
import { signInAs, USER_TOKEN } from './session';
import { settled } from './settled';

// Issue 37: a save that cannot reach the server says so at once, and is never sent later unseen.
const AGENT = '6650a1f2c3d4e5f6bbbb0001';
const BOX = 'Agent Description';
const OFFLINE = 'You are offline: your changes are kept, try again';
const TYPED = 'Answers the main line, books cleanings and never gives medical advice.';

/** The description the mock has stored, read past the console (and its kept draft). */
async function storedDescription(page: Page, scope: string): Promise<unknown> {
  const answer = await page.request.get(`/api/agents/${AGENT}/`, {
    headers: { Authorization: `Bearer ${USER_TOKEN}`, 'X-Mock-Scope': scope },
  });
  expect(answer.status()).toBe(200);
  const body = (await answer.json()) as { data: { data: { description?: unknown } } };
  return body.data.data.description;
}

test('a save made offline says so, keeps the text, and is not sent once back online', async ({ page }) => {
  const scope = await useOwnData(page);
  await signInAs(page, 'user', { tourSeen: 'true' });
  await page.goto(`/agent/prompt_editor?agentId=${AGENT}`);
  const box = page.getByRole('region', { name: BOX });
  const text = box.getByRole('textbox');
  await expect(text).toHaveValue(/^Answers the main line of BrightSmile/);
  const before = await storedDescription(page, scope);
  expect(before).toMatch(/^Answers the main line of BrightSmile/);
  // The toasts' code comes once the page is idle: offline, it could not come any more.
  await expect(page.locator('[data-scope="toast"][data-part="group"]')).toBeAttached();

  const puts: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && new URL(request.url()).pathname === `/api/agents/${AGENT}`) {
      puts.push(request);
    }
  });

  await box.getByRole('button', { name: `Edit ${BOX}` }).click();
  await text.fill(TYPED);
  await page.context().setOffline(true);
  await box.getByRole('button', { name: `Save ${BOX}` }).click();
  await expect(page.getByText(OFFLINE)).toBeVisible();
  await expect(box.getByRole('button', { name: `Edit ${BOX}` })).toBeEnabled();
  await expect(box.getByText('Saving…')).toHaveCount(0);
  await expect(text).toHaveValue(TYPED);
  await expect(page.getByText('Agent updated successfully!')).toHaveCount(0);

  await page.context().setOffline(false);
  await page.waitForFunction(() => navigator.onLine);
  await settled(page);
  expect(puts, 'nothing sent when the network came back').toEqual([]);
  expect(await storedDescription(page, scope)).toBe(before);
  await expect(text).toHaveValue(TYPED);

  await box.getByRole('button', { name: `Edit ${BOX}` }).click();
  await expect(text).toHaveValue(TYPED);
  const saved = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && response.url().endsWith(`/agents/${AGENT}`),
  );
  await box.getByRole('button', { name: `Save ${BOX}` }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('Agent updated successfully!')).toBeVisible();
  expect(puts).toHaveLength(1);
  expect(await storedDescription(page, scope)).toBe(TYPED);
});

test.describe('with the page clock', () => {
  test.use({ ownContext: true });

  test("a save the server does not answer fails after 15 s with the screen's own message", async ({
    page,
  }) => {
    await signInAs(page, 'user', { tourSeen: 'true' });
    await page.clock.install();
    await page.route(`**/api/agents/${AGENT}`, (route) =>
      route.request().method() === 'PUT' ? new Promise<void>(() => undefined) : route.fallback(),
    );
    await page.goto(`/agent/prompt_editor?agentId=${AGENT}`);
    const box = page.getByRole('region', { name: BOX });
    const text = box.getByRole('textbox');
    await expect(text).toHaveValue(/^Answers the main line of BrightSmile/);

    await box.getByRole('button', { name: `Edit ${BOX}` }).click();
    await text.fill(TYPED);
    const sent = page.waitForRequest((request) => request.method() === 'PUT');
    await box.getByRole('button', { name: `Save ${BOX}` }).click();
    await sent;
    await page.clock.runFor(14_000);
    await expect(box.getByRole('button', { name: `Save ${BOX}` })).toHaveText('Saving…');
    // The page's time moves a second a step, until the limit has passed.
    await expect(async () => {
      await page.clock.runFor(1_000);
      await expect(page.getByText('Failed to update agent')).toBeVisible({ timeout: 200 });
    }).toPass({ intervals: [50] });
    await expect(box.getByRole('button', { name: `Edit ${BOX}` })).toBeEnabled();
    await expect(text).toHaveValue(TYPED);
  });
});
