import type { Page } from '@playwright/test';
import { expect, seriousA11yViolations, test } from './fixtures';
import { useOwnData } from './mock-state';
import { signInAs, USER_TOKEN } from './session';

// Issue 39: a live agent changes through a draft, a publish with its diff, and a restore; a save
// based on a stale copy is refused. Versions are a proposal: without them the editor is as before.
const AGENT = '6650a1f2c3d4e5f6bbbb0001';
const EDITOR = `/agent/prompt_editor?agentId=${AGENT}`;
const PROMPT = 'Global Prompt';
const ADDED = 'Offer the first emergency slot of the day before any other.';

const box = (page: Page, name: string) => page.getByRole('region', { name });
const text = (page: Page, name: string) => box(page, name).getByRole('textbox');
const versions = (page: Page) => page.getByRole('group', { name: 'Versions' });

async function openEditor(page: Page) {
  await page.goto(EDITOR);
  await expect(page.getByTestId('agent-name')).toHaveText('Dental Receptionist');
}

async function saveBox(page: Page, name: string, value: string) {
  await box(page, name)
    .getByRole('button', { name: `Edit ${name}` })
    .click();
  await text(page, name).fill(value);
  await box(page, name)
    .getByRole('button', { name: `Save ${name}` })
    .click();
}

async function stored(page: Page, scope: string, field: 'description' | 'global_prompt') {
  const answer = await page.request.get(`/api/agents/${AGENT}/`, {
    headers: { Authorization: `Bearer ${USER_TOKEN}`, 'X-Mock-Scope': scope },
  });
  const body = (await answer.json()) as { data: { data: Record<string, unknown> } };
  return body.data.data[field];
}

test('a change stays in the draft until published with its diff, and an older version comes back', async ({
  page,
}) => {
  test.slow(); // a save, a publish, a reload, a restore and two axe scans
  await useOwnData(page);
  await signInAs(page, 'user', { tourSeen: 'true' });
  await openEditor(page);
  await expect(versions(page).getByText('Live: v1')).toBeVisible();
  await expect(versions(page).getByText('Unpublished changes')).toHaveCount(0);
  await expect(versions(page).getByRole('button', { name: 'Publish' })).toBeDisabled();
  const original = await text(page, PROMPT).inputValue();

  await saveBox(page, PROMPT, `${original}\n${ADDED}`);
  await expect(page.getByText('Agent updated successfully!').first()).toBeVisible();
  await expect(versions(page).getByText('Unpublished changes')).toBeVisible();
  await expect(versions(page).getByText('Live: v1')).toBeVisible();

  await versions(page).getByRole('button', { name: 'Publish' }).click();
  const publish = page.getByRole('dialog', { name: 'Publish Dental Receptionist' });
  const promptDiff = publish.getByRole('region', { name: PROMPT });
  await expect(promptDiff.locator('li[data-kind="added"]')).toHaveText([`+Added: ${ADDED}`]);
  await expect(promptDiff.locator('li[data-kind="removed"]')).toHaveCount(0);
  await expect(publish.getByText('This draft has no test results yet.')).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await publish.getByRole('textbox', { name: 'What changed' }).fill('Emergencies first');
  await publish.getByRole('button', { name: 'Publish' }).click();
  // No test results: Publish asks once more.
  await expect(publish.getByRole('alert')).toHaveText(/no test results. Publish it anyway\?/);
  await publish.getByRole('button', { name: 'Publish anyway' }).click();
  await expect(page.getByText('Version 2 is live')).toBeVisible();
  await expect(publish).toBeHidden();
  await expect(versions(page).getByText('Live: v2')).toBeVisible();
  await expect(versions(page).getByText('Unpublished changes')).toHaveCount(0);

  await page.reload();
  await expect(versions(page).getByText('Live: v2')).toBeVisible();
  await expect(text(page, PROMPT)).toHaveValue(`${original}\n${ADDED}`);

  await versions(page).getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('dialog', { name: 'Versions of Dental Receptionist' });
  const rows = history.getByRole('row');
  await expect(rows.nth(1)).toContainText('v2');
  await expect(rows.nth(1)).toContainText('Emergencies first');
  await expect(rows.nth(1)).toContainText('Maya Thompson');
  await expect(rows.nth(2)).toContainText('v1');
  await history.getByRole('checkbox', { name: 'Compare version 1' }).check({ force: true });
  await history.getByRole('checkbox', { name: 'Compare version 2' }).check({ force: true });
  await expect(history.getByText('Changes from v1 to v2')).toBeVisible();
  await expect(history.getByRole('region', { name: PROMPT }).locator('li[data-kind="added"]')).toHaveText([
    `+Added: ${ADDED}`,
  ]);
  expect(await seriousA11yViolations(page)).toEqual([]);

  await rows.nth(2).getByRole('button', { name: 'Restore' }).click();
  await history.getByRole('button', { name: 'Restore v1' }).click();
  await expect(page.getByText('Version 1 is the draft again')).toBeVisible();
  await expect(history).toBeHidden();
  await expect(text(page, PROMPT)).toHaveValue(original);
  await expect(versions(page).getByText('Live: v2')).toBeVisible();
  await expect(versions(page).getByText('Unpublished changes')).toBeVisible();
});

test('a save from a tab that has not seen a newer change is refused, keeps its text, and can be reapplied', async ({
  page,
}) => {
  test.slow(); // two tabs, three saves and an axe scan
  const scope = await useOwnData(page);
  await signInAs(page, 'user', { tourSeen: 'true' });
  const other = await page.context().newPage();
  try {
    await signInAs(other, 'user', { tourSeen: 'true' });
    await openEditor(page);
    await openEditor(other);

    await saveBox(other, 'Agent Description', 'Saved first, in the other tab.');
    await expect(other.getByText('Agent updated successfully!').first()).toBeVisible();

    const mine = 'Typed on a copy from before the other save.';
    await saveBox(page, 'Agent Description', mine);
    await expect(page.getByText(/This agent was changed elsewhere after you opened it/)).toBeVisible();
    await expect(text(page, 'Agent Description')).toHaveValue(mine);
    expect(await stored(page, scope, 'description')).toBe('Saved first, in the other tab.');

    // The newer text arrives beside the kept one: compared, then the user's saved over it knowingly.
    const description = box(page, 'Agent Description');
    await expect(description.getByRole('alert')).toContainText('Changed elsewhere');
    await description.getByRole('button', { name: 'Compare' }).click();
    const diff = description.getByRole('list', { name: 'Your Agent Description against the newer one' });
    await expect(diff.locator('li[data-kind="removed"]')).toHaveText([
      '−Removed: Saved first, in the other tab.',
    ]);
    await expect(diff.locator('li[data-kind="added"]')).toHaveText([`+Added: ${mine}`]);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await description.getByRole('button', { name: 'Save mine' }).click();
    await expect(page.getByText('Agent updated successfully!').first()).toBeVisible();
    await expect(description.getByRole('alert')).toHaveCount(0);
    expect(await stored(page, scope, 'description')).toBe(mine);
  } finally {
    await other.close();
  }
});

test('a section and a rename from a stale copy are refused too, and reapplied knowingly', async ({
  page,
}) => {
  test.slow(); // two tabs, five saves and an axe scan
  const scope = await useOwnData(page);
  await signInAs(page, 'user', { tourSeen: 'true' });
  const other = await page.context().newPage();
  const policies = (tab: Page) => tab.getByRole('region', { name: /^Policies/ });
  const addPolicy = async (tab: Page, title: string, content: string) => {
    await policies(tab).getByRole('button', { name: 'Add policy' }).click();
    const added = policies(tab).getByRole('list', { name: 'Policies' }).getByRole('listitem').last();
    await added.getByLabel('Title').fill(title);
    await added.getByLabel('Content').fill(content);
  };
  try {
    await signInAs(other, 'user', { tourSeen: 'true' });
    await openEditor(page);
    await openEditor(other);

    await policies(page).getByRole('button', { name: 'Edit Policies' }).click();
    await addPolicy(page, 'Payment', 'We take cards and CareCredit.');

    await policies(other).getByRole('button', { name: 'Edit Policies' }).click();
    await addPolicy(other, 'Parking', 'Free parking behind the building.');
    await policies(other).getByRole('button', { name: 'Save Policies' }).click();
    await expect(other.getByText('Policies saved')).toBeVisible();

    await policies(page).getByRole('button', { name: 'Save Policies' }).click();
    await expect(page.getByText(/This agent was changed elsewhere after you opened it/)).toBeVisible();
    const alert = policies(page).getByRole('alert');
    await expect(alert).toContainText('Changed elsewhere');
    await expect(policies(page).getByRole('button', { name: 'Save Policies' })).toBeDisabled();
    await expect(
      policies(page)
        .getByRole('group', { name: /^\d+\. Payment/ })
        .getByLabel('Content'),
    ).toHaveValue('We take cards and CareCredit.');
    await alert.getByRole('button', { name: 'Compare' }).click();
    const diff = alert.getByRole('list', { name: 'Your Policies against the newer one' });
    await expect(diff.locator('li[data-kind="removed"]')).toContainText(['Parking']);
    await expect(diff.locator('li[data-kind="added"]')).toContainText(['Payment']);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await alert.getByRole('button', { name: 'Save mine' }).click();
    await expect(page.getByText('Policies saved')).toBeVisible();
    await expect(policies(page).getByRole('button', { name: 'Edit Policies' })).toBeVisible();
    const titles = async () => {
      const answer = await page.request.get(`/api/agents/${AGENT}/`, {
        headers: { Authorization: `Bearer ${USER_TOKEN}`, 'X-Mock-Scope': scope },
      });
      const body = (await answer.json()) as { data: { data: { policies: { title: string }[] } } };
      return body.data.data.policies.map((policy) => policy.title);
    };
    expect(await titles()).toContain('Payment');
    expect(await titles()).not.toContain('Parking');

    // The list in the other tab still holds the agent as it was before these saves.
    await other.goto('/agent');
    await page.goto('/agent');
    const rename = async (tab: Page, name: string) => {
      await tab
        .getByRole('list', { name: 'Agents' })
        .getByRole('listitem')
        .filter({ hasText: 'Dental Receptionist' })
        .getByRole('button', { name: 'Actions for Dental Receptionist' })
        .click();
      await tab.getByRole('menuitem', { name: 'Rename and logo' }).click();
      await tab.getByRole('dialog').getByRole('textbox', { name: 'Name' }).fill(name);
      await tab.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    };
    await rename(page, 'Ava – Downtown');
    await expect(page.getByText('Agent updated successfully')).toBeVisible();
    await rename(other, 'Ava – Uptown');
    await expect(other.getByText(/This agent was changed elsewhere after you opened it/)).toBeVisible();
    const stale = other.getByRole('dialog');
    await expect(stale.getByRole('textbox', { name: 'Name' })).toHaveValue('Ava – Uptown');
    // The list is read again behind the dialog: the next try is based on the newer agent.
    await stale.getByRole('button', { name: 'Save' }).click();
    await expect(other.getByText('Agent updated successfully')).toBeVisible();
    await expect(stale).toHaveCount(0);
    await expect(other.getByRole('list', { name: 'Agents' })).toContainText('Ava – Uptown');
  } finally {
    await other.close();
  }
});

test('a function removed is a change of the draft: published with its diff, and back on restore', async ({
  page,
}) => {
  test.slow(); // a delete, a publish, a restore and an axe scan
  await useOwnData(page);
  await signInAs(page, 'user', { tourSeen: 'true' });
  await openEditor(page);
  const functions = page.getByRole('region', { name: 'Function', exact: true });
  await expect(functions.getByRole('listitem')).toHaveCount(6);
  await expect(versions(page).getByText('Unpublished changes')).toHaveCount(0);

  await functions.getByRole('button', { name: 'Delete send_intake_form' }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete function?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('Function deleted successfully')).toBeVisible();
  await expect(functions.getByRole('listitem')).toHaveCount(5);
  await expect(versions(page).getByText('Unpublished changes')).toBeVisible();

  await versions(page).getByRole('button', { name: 'Publish' }).click();
  const publish = page.getByRole('dialog', { name: 'Publish Dental Receptionist' });
  const removed = publish.getByRole('region', { name: 'Functions' }).locator('li[data-kind="removed"]');
  await expect(removed.first()).toContainText('send_intake_form');
  await expect(publish.getByRole('region', { name: PROMPT })).toHaveCount(0);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await publish.getByRole('button', { name: 'Publish' }).click();
  await publish.getByRole('button', { name: 'Publish anyway' }).click();
  await expect(page.getByText('Version 2 is live')).toBeVisible();

  await versions(page).getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('dialog', { name: 'Versions of Dental Receptionist' });
  await history.getByRole('checkbox', { name: 'Compare version 1' }).check({ force: true });
  await history.getByRole('checkbox', { name: 'Compare version 2' }).check({ force: true });
  await expect(
    history.getByRole('region', { name: 'Functions' }).locator('li[data-kind="removed"]').first(),
  ).toContainText('send_intake_form');
  await history.getByRole('row').nth(2).getByRole('button', { name: 'Restore' }).click();
  await history.getByRole('button', { name: 'Restore v1' }).click();
  await expect(page.getByText('Version 1 is the draft again')).toBeVisible();
  await expect(functions.getByRole('listitem')).toHaveCount(6);
  await expect(functions.getByRole('listitem').filter({ hasText: 'send_intake_form' })).toHaveCount(1);
  await expect(versions(page).getByText('Unpublished changes')).toBeVisible();
});

test("a post-call analysis field saved in the draft shows in the publish dialog's diff", async ({ page }) => {
  const scope = await useOwnData(page);
  await signInAs(page, 'user', { tourSeen: 'true' });
  const headers = { Authorization: `Bearer ${USER_TOKEN}`, 'X-Mock-Scope': scope };
  const read = await page.request.get(`/api/agents/${AGENT}/analysis`, { headers });
  const { revision, ...settings } = ((await read.json()) as { data: { revision: number; fields: unknown[] } })
    .data;
  const field = {
    name: 'treatment',
    type: 'option',
    description: 'What they asked for.',
    options: ['cleaning'],
  };
  const saved = await page.request.put(`/api/agents/${AGENT}/analysis`, {
    headers: { ...headers, 'If-Match': `"${String(revision)}"` },
    data: { ...settings, fields: [...settings.fields, field] },
  });
  expect(saved.ok()).toBe(true);

  await openEditor(page);
  await expect(versions(page).getByText('Unpublished changes')).toBeVisible();
  await versions(page).getByRole('button', { name: 'Publish' }).click();
  const publish = page.getByRole('dialog', { name: 'Publish Dental Receptionist' });
  await expect(
    publish.getByRole('region', { name: 'Post-call analysis' }).locator('li[data-kind="added"]'),
  ).toHaveText(['+Added: field treatment (option): What they asked for.', '+Added:   options: cleaning']);
});

test('calls name the version they ran on, and the calls list filters by it', async ({ page }) => {
  await useOwnData(page);
  await signInAs(page, 'user', { tourSeen: 'true' });
  await page.goto(`/calls?agentId=${AGENT}`);
  const version = page.getByRole('combobox', { name: 'Version', exact: true });
  await expect(version).toBeVisible();
  await expect(page.locator('tbody tr[data-call-id]').first()).toBeVisible();
  await version.selectOption('v1');
  await expect(page).toHaveURL(/[?&]version=1(&|$)/);
  await expect(page.locator('tbody tr[data-call-id]').first()).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.goto('/summarycall?id=6650a1f2c3d4e5f611110001');
  const version1 = page.locator('dt', { hasText: 'Agent version' });
  await expect(version1).toBeVisible();
  await expect(page.locator('dt:has-text("Agent version") + dd')).toHaveText('v1');
});

test('against a server without versions the editor is whole, with no error', async ({ page }) => {
  await useOwnData(page);
  await signInAs(page, 'user', { tourSeen: 'true' });
  await page.route('**/api/agents/*/versions**', (route) =>
    route.fulfill({ status: 404, contentType: 'application/json', body: '{"message":"Not found"}' }),
  );
  await openEditor(page);
  await expect(box(page, PROMPT)).toBeVisible();
  await saveBox(page, PROMPT, 'You are Ava.');
  await expect(page.getByText('Agent updated successfully!').first()).toBeVisible();
  await expect(versions(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Publish' })).toHaveCount(0);
  await expect(page.getByText(/versions/i)).toHaveCount(0);

  await page.goto(`/calls?agentId=${AGENT}`);
  await expect(page.locator('tbody tr[data-call-id]').first()).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Version', exact: true })).toHaveCount(0);

  await page.goto(`/conversationflow?agentId=${AGENT}`);
  await expect(page.getByRole('application', { name: 'Call flow' })).toBeVisible();
  await expect(versions(page)).toHaveCount(0);
});
