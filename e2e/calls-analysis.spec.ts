import type { Page } from '@playwright/test';
import { expect, seriousA11yViolations, test } from './fixtures';
import { useOwnData } from './mock-state';
import { settled } from './settled';
import { signInAs, USER_TOKEN } from './session';

// Issue 40, part 2: post-call analysis in the calls list (a proposal). With it, a Success column
// and filter, and the chosen agent's custom fields as columns and filters kept in the address;
// without it (404), the list is as before.
// Recall Reminders: of the seed's agents, the one with more than one completed call (the mock finds
// yes in one transcript and no in the other).
const AGENT = '6650a1f2c3d4e5f6bbbb0002';
const FIELD = 'appointment_booked';

type Json = Record<string, unknown>;
interface AnalysedCall {
  id: string;
  analysis?: { state: string; values: Record<string, unknown> } | null;
}

const table = (page: Page) => page.getByRole('table', { name: 'Calls' });
const rows = (page: Page) => table(page).locator('tbody tr[data-call-id]');
const filters = (page: Page) => page.getByRole('search', { name: 'Filter calls' });

function api(page: Page, scope: string) {
  const headers = { Authorization: `Bearer ${USER_TOKEN}`, 'X-Mock-Scope': scope };
  return {
    get: async (path: string) => {
      const answer = await page.request.get(`/api${path}`, { headers });
      expect(answer.ok(), path).toBe(true);
      return ((await answer.json()) as { data: Json }).data;
    },
    send: async (method: 'put' | 'post', path: string, data: unknown, extra: Json = {}) => {
      const answer = await page.request.fetch(`/api${path}`, {
        method,
        headers: { ...headers, ...extra },
        ...(data === undefined ? {} : { data: data as Json }),
      });
      expect(answer.ok(), `${method} ${path}: ${await answer.text()}`).toBe(true);
      return ((await answer.json()) as { data: unknown }).data;
    },
  };
}

/** Adds the yes/no field to the agent's settings and analyses its completed calls again. */
async function analyseWithField(page: Page, scope: string): Promise<Map<string, unknown>> {
  const server = api(page, scope);
  const settings = await server.get(`/agents/${AGENT}/analysis`);
  const { revision, fields, ...rest } = settings as Json & { revision: number; fields: Json[] };
  await server.send(
    'put',
    `/agents/${AGENT}/analysis`,
    {
      ...rest,
      fields: [
        ...fields,
        { name: FIELD, type: 'boolean', description: 'Did the caller book an appointment?' },
      ],
    },
    { 'If-Match': `"${revision}"` },
  );
  const page0 = (await server.send('post', '/calls/fetch', {
    agentId: AGENT,
    status: 'completed',
    pageIndex: 0,
    pageSize: 20,
    sortBy: 'createdAt',
    sortOrder: 'desc',
  })) as { data: AnalysedCall[] };
  const ids = page0.data.slice(0, 3).map((call) => call.id);
  expect(ids.length).toBeGreaterThanOrEqual(2);
  for (const id of ids) await server.send('post', `/calls/${id}/analysis`, undefined);
  const values = new Map<string, unknown>();
  for (const id of ids) {
    await expect
      .poll(async () => ((await server.get(`/calls/${id}`)) as unknown as AnalysedCall).analysis?.state)
      .toBe('done');
    const call = (await server.get(`/calls/${id}`)) as unknown as AnalysedCall;
    values.set(id, call.analysis?.values[FIELD]);
  }
  return values;
}

test('the Success column and filter, and a custom field as a column and a filter kept in the address', async ({
  page,
}) => {
  test.slow(); // re-runs of the analysis, a reload and two axe scans
  const scope = await useOwnData(page);
  const values = await analyseWithField(page, scope);
  const yes = [...values].filter(([, value]) => value === true).map(([id]) => id);
  const no = [...values].filter(([, value]) => value === false).map(([id]) => id);
  expect(yes.length, 'a re-run call said yes').toBeGreaterThan(0);

  await signInAs(page, 'user', { tourSeen: 'true' });
  await page.goto(`/calls?agentId=${AGENT}`);
  await expect(rows(page).first()).toBeVisible();
  await expect(table(page).getByRole('columnheader', { name: 'Success' })).toBeVisible();
  await expect(filters(page).getByRole('combobox', { name: 'Success' })).toHaveValue('');

  const columns = page.getByRole('group', { name: 'Columns' });
  await columns.getByRole('checkbox', { name: FIELD }).check({ force: true });
  await expect(page).toHaveURL(new RegExp(`[?&]cols=${FIELD}(&|$)`));
  await expect(table(page).getByRole('columnheader', { name: FIELD })).toBeVisible();
  const cell = (id: string) => table(page).locator(`tr[data-call-id="${id}"] td[data-field="${FIELD}"]`);
  for (const id of yes) await expect(cell(id)).toHaveText('Yes');
  for (const id of no) await expect(cell(id)).toHaveText('No');
  expect(await seriousA11yViolations(page)).toEqual([]);

  const fetched = page.waitForRequest(
    (request) =>
      new URL(request.url()).pathname === '/api/calls/fetch' &&
      JSON.stringify(request.postDataJSON()).includes(FIELD),
  );
  await filters(page).getByRole('combobox', { name: FIELD }).selectOption({ label: 'Yes' });
  expect((await fetched).postDataJSON()).toMatchObject({
    agentId: AGENT,
    analysis: [{ field: FIELD, op: 'eq', value: true }],
  });
  await expect(page).toHaveURL(new RegExp(`[?&]f\\.${FIELD}=true(&|$)`));
  await expect(table(page)).toHaveAttribute('aria-busy', 'false');
  for (const id of yes) await expect(cell(id)).toHaveText('Yes');
  const shown = async () => (await rows(page).locator(`td[data-field="${FIELD}"]`).allTextContents()).sort();
  await expect.poll(shown).toEqual(yes.map(() => 'Yes'));
  await expect(filters(page).getByRole('button', { name: 'Clear filters' })).toBeVisible();

  await page.reload();
  await expect(filters(page).getByRole('combobox', { name: FIELD })).toHaveValue('true');
  await expect(columns.getByRole('checkbox', { name: FIELD })).toBeChecked();
  await expect(rows(page)).toHaveCount(yes.length);
  expect(await shown()).toEqual(yes.map(() => 'Yes'));

  await filters(page).getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).not.toHaveURL(/[?&](f\.|cols=|agentId=)/);
  await filters(page).getByRole('combobox', { name: 'Success' }).selectOption({ label: 'Pass' });
  await expect(page).toHaveURL(/[?&]success=pass(&|$)/);
  await expect(table(page)).toHaveAttribute('aria-busy', 'false');
  await expect(rows(page).first()).toBeVisible();
  const verdicts = rows(page).locator('[data-verdict]');
  await expect.poll(async () => new Set(await verdicts.allTextContents())).toEqual(new Set(['Pass']));
  await expect(verdicts).toHaveCount(await rows(page).count());
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('without post-call analysis the calls list is as before, with no error', async ({ page }) => {
  await page.route('**/api/agents/*/analysis', (route) =>
    route.fulfill({ status: 404, json: { message: 'Not found' } }),
  );
  // A server without the proposal sends calls without `analysis`.
  await page.route('**/api/calls/fetch', async (route) => {
    const answer = await route.fetch();
    const body = (await answer.json()) as { data: { data: Json[] } };
    for (const call of body.data.data) delete call['analysis'];
    await route.fulfill({ response: answer, json: body });
  });
  await signInAs(page, 'user', { tourSeen: 'true' });
  const settingsRead = page.waitForResponse((answer) =>
    answer.url().endsWith(`/api/agents/${AGENT}/analysis`),
  );
  await page.goto(`/calls?agentId=${AGENT}`);
  await expect(rows(page).first()).toBeVisible();
  expect((await settingsRead).status()).toBe(404);
  await settled(page);
  await expect(table(page).getByRole('columnheader', { name: 'Status' })).toBeVisible();
  await expect(table(page).getByRole('columnheader', { name: 'Success' })).toHaveCount(0);
  await expect(filters(page).getByRole('combobox', { name: 'Success' })).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Columns' })).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(await seriousA11yViolations(page)).toEqual([]);
});
