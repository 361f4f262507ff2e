import type { APIRequestContext, Page } from '@playwright/test';
import { expect, seriousA11yViolations, test } from './fixtures';
import { useOwnData } from './mock-state';
import { signInAs, USER_TOKEN } from './session';

// Issue 40: success rate, cost per call and time to first word by agent over the dashboard's period
// (a proposal), each a chart with its table, agreeing with the calls list of the same period.
const RECALL = '6650a1f2c3d4e5f6bbbb0002';
const WEEK = { from: '2026-11-15', to: '2026-11-21' };
// The company's days are Los Angeles days: the calls list's bounds of the same week.
const WEEK_INSTANTS = { from: '2026-11-15T08:00:00Z', to: '2026-11-22T07:59:59Z' };
const DASHBOARD = `/dashboard?period=custom&from=${WEEK.from}&to=${WEEK.to}`;

const panel = (page: Page, name: string) => page.getByRole('region', { name });

async function showTable(page: Page, name: string) {
  await panel(page, name).getByRole('button', { name: 'Show as a table' }).click();
  return panel(page, name).getByRole('table', { name });
}

function api(request: APIRequestContext, scope: string) {
  const headers = { Authorization: `Bearer ${USER_TOKEN}`, 'X-Mock-Scope': scope };
  return {
    calls: async (filter: Record<string, unknown>) => {
      const answer = await request.post('/api/calls/fetch', {
        headers,
        data: { pageIndex: 0, pageSize: 100, ...WEEK_INSTANTS, ...filter },
      });
      return ((await answer.json()) as { data: { data: { id: string; status: string }[] } }).data.data;
    },
    addField: async (agentId: string, field: Record<string, unknown>) => {
      const read = await request.get(`/api/agents/${agentId}/analysis`, { headers });
      const { revision, ...settings } = ((await read.json()) as { data: Record<string, unknown> }).data;
      const fields = settings['fields'] as unknown[];
      const saved = await request.put(`/api/agents/${agentId}/analysis`, {
        headers: { ...headers, 'If-Match': `"${String(revision)}"` },
        data: { ...settings, fields: [...fields, field] },
      });
      expect(saved.ok()).toBe(true);
    },
    rerun: async (callId: string) => {
      expect((await request.post(`/api/calls/${callId}/analysis`, { headers })).status()).toBe(202);
      await expect
        .poll(async () => {
          const answer = await request.get(`/api/calls/${callId}`, { headers });
          return ((await answer.json()) as { data: { analysis: { state: string } } }).data.analysis.state;
        })
        .toBe('done');
    },
  };
}

test.describe('call quality on the dashboard', () => {
  test('success rate by agent agrees with the calls list of the same period', async ({ page }) => {
    const scope = await useOwnData(page);
    await signInAs(page, 'user', { tourSeen: 'true' });
    const server = api(page.request, scope);
    const listed = await server.calls({ agentId: RECALL });
    const passed = await server.calls({ agentId: RECALL, success: 'pass' });
    const failed = await server.calls({ agentId: RECALL, success: 'fail' });
    expect(listed.length).toBeGreaterThan(0);

    await page.goto(DASHBOARD);
    const success = await showTable(page, 'Call success rate');
    const recall = success.getByRole('row', { name: /Recall Reminders/ });
    const analysed = passed.length + failed.length;
    const rate = `${String(Math.round((passed.length / analysed) * 1000) / 10)}%`;
    await expect(recall.getByRole('rowheader')).toHaveText('Recall Reminders');
    await expect(recall.getByRole('cell')).toHaveText([String(analysed), String(passed.length), rate]);
    await expect(panel(page, 'Average cost per call').getByRole('figure')).toBeVisible();
    const firstWord = await showTable(page, 'Time to first word');
    await expect(
      firstWord
        .getByRole('row', { name: /Recall Reminders/ })

        .getByRole('cell'),
    ).toHaveText(/^\d+(\.\d)? s$/);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test("counts a yes/no field's answers over the period", async ({ page }) => {
    const scope = await useOwnData(page);
    await signInAs(page, 'user', { tourSeen: 'true' });
    const server = api(page.request, scope);
    await server.addField(RECALL, {
      name: 'callback_wanted',
      type: 'boolean',
      description: 'Did the caller ask for a callback?',
    });
    const ended = (await server.calls({ agentId: RECALL })).filter((call) => call.status !== 'queued');
    for (const call of ended) await server.rerun(call.id);
    const condition = (value: boolean) => ({ analysis: [{ field: 'callback_wanted', op: 'eq', value }] });
    const yes = await server.calls({ agentId: RECALL, ...condition(true) });
    const no = await server.calls({ agentId: RECALL, ...condition(false) });

    await page.goto(DASHBOARD);
    const values = panel(page, 'Answers to a custom field');
    await values.getByRole('combobox', { name: 'Agent' }).selectOption({ label: 'Recall Reminders' });
    await expect(values.getByRole('combobox', { name: 'Field' })).toHaveValue('callback_wanted');
    await values.getByRole('button', { name: 'Show as a table' }).click();
    const table = values.getByRole('table', { name: 'Values of callback_wanted' });
    await expect(table.getByRole('row', { name: /^Yes \d/ }).getByRole('cell')).toHaveText(
      String(yes.length),
    );
    await expect(table.getByRole('row', { name: /^No \d/ }).getByRole('cell')).toHaveText(String(no.length));
  });

  test('against a server without call insights the dashboard is as before, with no error', async ({
    page,
  }) => {
    await signInAs(page, 'user', { tourSeen: 'true' });
    await page.route('**/api/dashboard/call_insights', (route) =>
      route.fulfill({ status: 404, contentType: 'application/json', body: '{"message":"Not found"}' }),
    );
    const asked = page.waitForResponse('**/api/dashboard/call_insights');
    await page.goto(DASHBOARD);
    await asked;
    await expect(panel(page, 'Calls over time')).toBeVisible();
    await expect(panel(page, 'Call success rate')).toHaveCount(0);
    await expect(panel(page, 'Time to first word')).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});
