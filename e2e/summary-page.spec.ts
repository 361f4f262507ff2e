import { expect, seriousA11yViolations, test } from './fixtures';
import { CALL_ID, PLAYCALL, SUMMARYCALL, failCall } from './playback-helpers';
import { signInAs } from './session';

// The one-page call summary of a shared link, without a session and with one.

const value = (page: import('@playwright/test').Page, name: string) =>
  page.locator('dt', { hasText: new RegExp(`^${name}$`) }).locator('xpath=following-sibling::dd[1]');

test('shows the call summary without a session and links to the playback', async ({ page }) => {
  await page.goto(SUMMARYCALL);
  await expect(page.getByRole('heading', { level: 1, name: 'Call summary' })).toBeVisible();
  await expect(value(page, 'Agent')).toHaveText('Dental Receptionist');
  await expect(value(page, 'Contact')).toHaveText('Jordan Lee (+14155550198)');
  await expect(value(page, 'Direction')).toHaveText('Inbound');
  await expect(value(page, 'Time')).toContainText('2026');
  await expect(value(page, 'Duration')).toHaveText('0:52');
  await expect(value(page, 'Outcome')).toHaveText('Appointment booked');
  await expect(value(page, 'Sentiment')).toHaveText('Positive');
  await expect(value(page, 'Cost')).toHaveText('$0.08');
  await expect(page.getByText('Jordan Lee booked a cleaning with Dr. Patel')).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Listen to the call and read the transcript' }).click();
  await expect(page).toHaveURL(PLAYCALL);
  await expect(page.getByRole('heading', { level: 1, name: 'Call playback' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Transcript' })).toBeVisible();
});

test('shows the summary to a signed-in user too', async ({ page }) => {
  await signInAs(page, 'user', { tourSeen: 'true' });
  await page.goto(SUMMARYCALL);
  await expect(value(page, 'Outcome')).toHaveText('Appointment booked');
});

test('shows the spinner while loading, then the summary', async ({ page }) => {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/api/calls/${CALL_ID}`, async (route) => {
    await released;
    await route.fallback();
  });
  await page.goto(SUMMARYCALL);
  await expect(page.getByRole('status').filter({ hasText: 'Fetching Call Data...' })).toBeVisible();
  release();
  await expect(value(page, 'Agent')).toHaveText('Dental Receptionist');
});

test('explains a missing id, a missing call and a needed sign-in', async ({ page }) => {
  await page.goto('/summarycall');
  await expect(page.getByRole('alert').filter({ hasText: 'No call chosen' })).toBeVisible();

  await failCall(page, 404, 'Call not found');
  await page.goto(SUMMARYCALL);
  await expect(page.getByRole('alert').filter({ hasText: 'Call not found' })).toBeVisible();

  await page.unrouteAll();
  await failCall(page, 401, 'Unauthorized');
  await page.goto(SUMMARYCALL);
  await expect(page.getByRole('link', { name: 'Sign in to see this call' })).toHaveAttribute(
    'href',
    `/login?next=${encodeURIComponent(SUMMARYCALL)}`,
  );
  await expect(page).toHaveURL(SUMMARYCALL);
});
