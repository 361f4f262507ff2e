import type { Page } from '@playwright/test';
import { expect, seriousA11yViolations, test } from './fixtures';
import { useOwnData } from './mock-state';
import { PLAYCALL, SUMMARYCALL, serveCall } from './playback-helpers';
import { signInAs, USER_TOKEN } from './session';
import { settled } from './settled';

// Issue 40, part 3: a call's analysis, cost parts and latency on its pages. They are proposals:
// on a server without them the pages are as before, with no error.
const AGENT = '6650a1f2c3d4e5f6bbbb0001';
const FIELD = 'appointment_booked';

async function addYesNoField(page: Page, scope: string) {
  const headers = { Authorization: `Bearer ${USER_TOKEN}`, 'X-Mock-Scope': scope };
  const read = await page.request.get(`/api/agents/${AGENT}/analysis`, { headers });
  expect(read.status()).toBe(200);
  const { data } = (await read.json()) as { data: Record<string, unknown> & { fields: unknown[] } };
  const { revision: _revision, ...settings } = data;
  const saved = await page.request.put(`/api/agents/${AGENT}/analysis`, {
    headers,
    data: {
      ...settings,
      fields: [
        ...settings.fields,
        { name: FIELD, type: 'boolean', description: 'Did the caller book an appointment?' },
      ],
    },
  });
  expect(saved.status()).toBe(200);
}

const panel = (page: Page, name: string) => page.getByRole('region', { name });
const amount = (text: string) => Number(text.replace(/[^\d.]/g, ''));

test('shows the verdict, the cost parts adding up, the latency, and a re-run that fills a new field', async ({
  page,
}) => {
  test.slow(); // a re-run of about two seconds, two axe scans
  const scope = await useOwnData(page);
  await addYesNoField(page, scope);
  await signInAs(page, 'user', { tourSeen: 'true' });
  await page.goto(SUMMARYCALL);

  const analysis = panel(page, 'Analysis');
  await expect(analysis.getByTestId('analysis-verdict')).toContainText('Pass');
  await expect(analysis.getByTestId('analysis-verdict')).toContainText(
    'The call ended with appointment booked.',
  );
  const value = analysis.locator('dt', { hasText: FIELD }).locator('xpath=following-sibling::dd[1]');
  await expect(analysis.locator('dt', { hasText: FIELD })).toContainText(
    'Did the caller book an appointment?',
  );
  await expect(value).toHaveText('Not analysed yet — re-run the analysis');

  const cost = panel(page, 'Cost');
  const rows = cost.locator('tbody tr');
  await expect(rows).toHaveCount(6);
  const parts = await cost.locator('tbody tr:not([data-kind="total"]) [data-amount]').allTextContents();
  expect(parts).toHaveLength(5);
  const total = await cost.locator('[data-total]').textContent();
  const cents = parts.reduce((sum, text) => sum + Math.round(amount(text) * 100), 0);
  expect(cents).toBe(Math.round(amount(total ?? '') * 100));
  // The same total as the call's own cost above.
  await expect(
    page
      .locator('dd')
      .filter({ hasText: total ?? '' })
      .first(),
  ).toBeVisible();
  expect(total).toBe('$0.08');

  const latency = panel(page, 'Latency');
  await expect(latency.getByText('Time to first word')).toBeVisible();
  await expect(latency.locator('dd')).toHaveText(/^\d+ ms$|^\d+\.\d s$/);
  const stages = latency.getByRole('table', { name: 'Agent turn latency by stage' });
  await expect(stages.locator('tbody tr')).toHaveCount(3);
  await expect(stages.locator('tbody tr')).toHaveText([/^Speech-to-text/, /^Model/, /^Speech\d/]);
  await expect(latency.getByText(/Slowest agent turn: .+, line \d+ of the transcript\./)).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  const rerun = analysis.getByRole('button', { name: 'Re-run analysis' });
  await rerun.click();
  await expect(analysis.getByRole('status')).toHaveText('Analysing…');
  await expect(rerun).toBeDisabled();
  await expect(value).toHaveText('Yes');
  await expect(analysis.getByRole('status')).toHaveText('Analysis updated.');
  await expect(rerun).toBeEnabled();
  expect(await seriousA11yViolations(page)).toEqual([]);

  // The playback page marks the slowest agent turn on the transcript.
  await page.goto(PLAYCALL);
  const transcript = page.getByRole('list', { name: 'Transcript' });
  await expect(transcript.locator('li[data-marked]')).toHaveCount(1);
  await expect(transcript.locator('li[data-marked]')).toContainText(/Slowest turn · \d/);
  await expect(transcript.locator('li[data-marked]')).toHaveAttribute('data-speaker', 'agent');
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('shows the summary as before on a server without post-call analysis', async ({ page }) => {
  await page.route('**/api/calls/*/metrics', (route) =>
    route.fulfill({ status: 404, json: { message: 'Not found' } }),
  );
  await page.route('**/api/agents/*/analysis', (route) =>
    route.fulfill({ status: 404, json: { message: 'Not found' } }),
  );
  await serveCall(page, ({ analysis: _analysis, ...call }) => call);
  const unsupported = Promise.all([
    page.waitForResponse('**/api/calls/*/metrics'),
    page.waitForResponse('**/api/agents/*/analysis'),
  ]);
  await signInAs(page, 'user', { tourSeen: 'true' });
  await page.goto(SUMMARYCALL);
  await expect(page.getByRole('heading', { name: 'Summary', exact: true })).toBeVisible();
  await unsupported;
  await settled(page);
  await expect(page.getByRole('link', { name: 'Listen to the call and read the transcript' })).toBeVisible();
  for (const name of ['Analysis', 'Cost', 'Latency']) await expect(panel(page, name)).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);

  await page.goto(PLAYCALL);
  await expect(page.getByRole('list', { name: 'Transcript' }).getByRole('listitem')).toHaveCount(13);
  await expect(page.locator('li[data-marked]')).toHaveCount(0);
  expect(await seriousA11yViolations(page)).toEqual([]);
});
