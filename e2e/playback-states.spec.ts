import { expect, seriousA11yViolations, test } from './fixtures';
import { CALL_ID, PLAYCALL, failCall, holdCall, serveCall } from './playback-helpers';
import { signInAs } from './session';
import { settled } from './settled';

// Loading, a broken recording, no sign-in, a missing call and errors on the playback page.

test('shows the spinner while the call is fetched', async ({ page }) => {
  const release = await holdCall(page);
  await page.goto(PLAYCALL);
  const spinner = page.getByRole('status').filter({ hasText: 'Fetching Call Data...' });
  await expect(spinner).toBeVisible();
  release();
  await expect(spinner).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Transcript' })).toBeVisible();
});

for (const peaks of [true, false]) {
  test(`says a missing recording cannot be played and still shows the transcript (${peaks ? 'with' : 'without'} peaks)`, async ({
    page,
  }) => {
    await serveCall(page, (call) => ({
      ...call,
      recordURL: '/recordings/no-such-recording.wav',
      ...(peaks ? {} : { peaks: null, recordingDuration: null }),
    }));
    const missing = page.waitForResponse((response) => response.url().includes('no-such-recording'));
    await page.goto(PLAYCALL);
    expect((await missing).status()).toBe(404);
    await expect(
      page.getByRole('alert').filter({ hasText: 'The recording could not be loaded' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeDisabled();
    await expect(page.getByRole('list', { name: 'Transcript' }).getByRole('listitem')).toHaveCount(13);
  });
}

test('says so when the call has no recording at all', async ({ page }) => {
  await serveCall(page, (call) => ({ ...call, recordURL: '' }));
  await page.goto(PLAYCALL);
  await expect(page.getByRole('alert').filter({ hasText: 'This call has no recording.' })).toBeVisible();
  await expect(page.getByRole('slider')).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Transcript' })).toBeVisible();
});

test('asks a visitor to sign in on a 401, with a link back, instead of redirecting', async ({ page }) => {
  await failCall(page, 401, 'Unauthorized');
  await page.goto(PLAYCALL);
  await expect(page.getByRole('alert').filter({ hasText: 'Sign-in needed' })).toBeVisible();
  const link = page.getByRole('link', { name: 'Sign in to see this call' });
  await expect(link).toHaveAttribute('href', `/login?next=${encodeURIComponent(PLAYCALL)}`);
  // The link shows once the last read failed, which is when a redirect would have started.
  await settled(page);
  await expect(page).toHaveURL(PLAYCALL);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await link.click();
  await expect(page).toHaveURL(/\/login\?next=/);
});

test('does not bounce a signed-in user whose token the server refuses', async ({ page }) => {
  await signInAs(page, 'user', { tourSeen: 'true' });
  await failCall(page, 401, 'Your session has expired. Please sign in again.');
  const read = page.waitForRequest((request) => request.url().endsWith(`/api/calls/${CALL_ID}`));
  await page.goto(PLAYCALL);
  expect((await read).headers()['authorization']).toMatch(/^Bearer /);
  await expect(page.getByRole('link', { name: 'Sign in to see this call' })).toBeVisible();
  await settled(page);
  await expect(page).toHaveURL(PLAYCALL);
});

test('stays on the call when the server refuses an expired session everywhere', async ({ page }) => {
  await signInAs(page, 'user', { tourSeen: 'true' });
  // Every request that carries the (expired) token is refused; without it the call is public.
  await page.route('**/api/**', async (route) => {
    if (route.request().headers()['authorization']) {
      await route.fulfill({
        status: 401,
        json: { message: 'Your session has expired. Please sign in again.' },
      });
    } else {
      await route.fallback();
    }
  });
  await page.goto(PLAYCALL);
  await expect(page.getByRole('list', { name: 'Transcript' })).toBeVisible();
  await expect(page).toHaveURL(PLAYCALL);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('sends the token of a signed-in user and shows the call', async ({ page }) => {
  await signInAs(page, 'user', { tourSeen: 'true' });
  const read = page.waitForRequest((request) => request.url().endsWith(`/api/calls/${CALL_ID}`));
  await page.goto(PLAYCALL);
  expect((await read).headers()['authorization']).toMatch(/^Bearer /);
  await expect(page.getByRole('list', { name: 'Transcript' })).toBeVisible();
});

test('says when the call does not exist', async ({ page }) => {
  await failCall(page, 404, 'Call not found');
  await page.goto(PLAYCALL);
  await expect(page.getByRole('alert').filter({ hasText: 'Call not found' })).toBeVisible();
});

test('shows an error with a retry that works', async ({ page }) => {
  // Down until the error is on screen: how many reads that takes (the route's, its one retry, the
  // screen's own on mount) depends on how soon the screen mounts.
  let down = true;
  await page.route(`**/api/calls/${CALL_ID}`, async (route) => {
    if (down) return route.fulfill({ status: 500, json: { message: 'The server is busy.' } });
    return route.fallback();
  });
  await page.goto(PLAYCALL);
  await expect(page.getByRole('alert').filter({ hasText: 'The server is busy.' })).toBeVisible();
  down = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('list', { name: 'Transcript' })).toBeVisible();
});

test('explains a link without a call id', async ({ page }) => {
  await page.goto('/playcall');
  await expect(page.getByRole('heading', { level: 1, name: 'Call playback' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'No call chosen' })).toBeVisible();
});

test('shows hostile transcript text as text', async ({ page }) => {
  await serveCall(page, ({ turns: _turns, ...call }) => ({
    ...call,
    transcription:
      'user: <img src=x onerror="window.__hacked=1">\nassistant: <b>bold</b> <script>window.__hacked=2</script>',
  }));
  await page.goto(PLAYCALL);
  const lines = page.getByRole('list', { name: 'Transcript' }).getByRole('listitem');
  await expect(lines.nth(0)).toContainText('<img src=x onerror=');
  await expect(lines.nth(1)).toContainText('<b>bold</b> <script>window.__hacked=2</script>');
  await expect(page.locator('main img[src="x"], main b')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __hacked?: number }).__hacked)).toBeUndefined();
});

for (const mode of ['dynamic', 'error'] as const) {
  test(`the playback and summary of a call survive ${mode} answers of the mock`, async ({ page }) => {
    // Random calls take Prism a while to make; a few rounds each.
    test.setTimeout(90_000);
    await signInAs(page, 'user', {
      tourSeen: 'true',
      qaMode: JSON.stringify({ mode, status: 500, latencyMs: 0 }),
    });
    for (const path of [PLAYCALL, `/summarycall?id=${CALL_ID}`]) {
      for (let round = 0; round < 2; round += 1) {
        await page.goto(path);
        await expect(page.locator('h1')).toBeVisible();
        if (mode === 'error') {
          await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
        } else {
          await expect(page.getByRole('status')).toHaveCount(0);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        }
        expect(await seriousA11yViolations(page), `${path} ${mode}`).toEqual([]);
      }
    }
  });
}
