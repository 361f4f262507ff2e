import type { Page, Request } from '@playwright/test';
import { expect, seriousA11yViolations, test } from './fixtures';
import { useOwnData } from './mock-state';
import { signInAs } from './session';
import { settled } from './settled';

// Issue 41: web pages as knowledge, beside the uploaded files. A proposal: the mock models a read
// from when it was asked for (queued 2 s, reading until 5 s), so a test waits for the states.
const AGENT = '6650a1f2c3d4e5f6bbbb0001';
const PAGE = `/agent/prompt_editor?agentId=${AGENT}`;
const FAQ = 'https://www.brightsmiledental.com/faq';
const BROKEN = 'https://clinic.invalid/help';
const HTTPS_RULE = /Enter a full address that starts with https:\/\//;
// Polls back off up to 30 s while nothing moves; a read settles within a few of them.
const SETTLES = { timeout: 45_000 };

const panel = (page: Page) => page.getByTestId('knowledge-card');
const cardSources = (page: Page) => panel(page).getByRole('region', { name: 'Web pages' });
const library = (page: Page) => page.getByRole('dialog', { name: 'Knowledge library' });
const librarySources = (page: Page) => library(page).getByRole('region', { name: 'Web pages' });
const drawer = (page: Page) => page.getByRole('dialog', { name: 'Add a web page' });
// The card lists its sources one block each; the library has a table.
const cardSource = (page: Page, url: string) =>
  cardSources(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: url, exact: true }) });
const librarySource = (page: Page, url: string) =>
  librarySources(page)
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: url, exact: true }) });
const isCreate = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === '/api/web_sources';

async function openEditor(page: Page) {
  await page.goto(PAGE);
  await expect(panel(page).getByRole('region', { name: 'Knowledge files' }).getByRole('row')).toHaveCount(5);
}

async function fillAddress(page: Page, url: string) {
  const address = drawer(page).getByRole('textbox', { name: /^Address/ });
  await address.fill(url);
  return address;
}

test.beforeEach(async ({ page }) => {
  await useOwnData(page, 'web-sources');
  await signInAs(page, 'user', { tourSeen: 'true' });
});

test('a web page added to the agent goes from queued to ready, and reads again on Refresh now', async ({
  page,
}) => {
  test.slow(); // two reads of several seconds each, a reload and an axe scan
  const creates: Request[] = [];
  page.on('request', (request) => {
    if (isCreate(request)) creates.push(request);
  });
  await openEditor(page);
  await expect(
    cardSources(page).getByText('No web pages yet. Add a page, or use one from the library.'),
  ).toBeVisible();

  await cardSources(page).getByRole('button', { name: 'Add web page' }).click();
  await expect(drawer(page)).toBeVisible();
  await fillAddress(page, 'http://www.brightsmiledental.com/faq');
  await drawer(page).getByRole('button', { name: 'Add page' }).click();
  await expect(drawer(page).getByText(HTTPS_RULE)).toBeVisible();
  await settled(page);
  expect(creates).toHaveLength(0);

  const address = await fillAddress(page, FAQ);
  await drawer(page)
    .getByRole('combobox', { name: /^What to read/ })
    .selectOption({ label: 'This page and the pages under it' });
  const limit = drawer(page).getByRole('spinbutton', { name: /^Most pages to read/ });
  await expect(drawer(page).getByText('From 1 to 500 pages under the address.')).toBeVisible();
  await limit.fill('600');
  await drawer(page).getByRole('button', { name: 'Add page' }).click();
  await expect(drawer(page).getByText('Enter a whole number from 1 to 500.')).toBeVisible();
  await expect(address).toHaveValue(FAQ);
  await limit.fill('40');
  await drawer(page)
    .getByRole('combobox', { name: /^Read again/ })
    .selectOption({ label: 'Read again daily' });
  const created = page.waitForResponse((response) => isCreate(response.request()));
  await drawer(page).getByRole('button', { name: 'Add page' }).click();
  const answer = await created;
  expect(answer.status()).toBe(201);
  const { data } = (await answer.json()) as { data: Record<string, unknown> };
  expect(data).toMatchObject({
    url: FAQ,
    status: 'queued',
    pageLimit: 40,
    agents: [AGENT],
  });
  await expect(drawer(page)).toHaveCount(0);

  const row = cardSource(page, FAQ);
  await expect(row).toContainText('up to 40 pages');
  await expect(row).toContainText('Read again daily');
  await expect(row.getByText(/^(Queued|Reading)$/)).toBeVisible();
  await expect(row.getByRole('button', { name: `Refresh ${FAQ} now` })).toBeDisabled();
  await expect(row.getByText('Ready', { exact: true })).toBeVisible(SETTLES);
  await expect(row.getByText(/^\d+ pages?$/)).toBeVisible();
  await expect(row.getByText(/^Read /)).toBeVisible();
  await expect(row.getByText(/^Next read /)).toBeVisible();
  await settled(page);
  expect(await seriousA11yViolations(page)).toEqual([]);

  await row.getByRole('button', { name: `Refresh ${FAQ} now` }).click();
  await expect(page.getByText(`Reading ${FAQ} again`).first()).toBeVisible();
  await expect(row.getByText(/^(Queued|Reading)$/)).toBeVisible();
  await expect(row.getByText('Ready', { exact: true })).toBeVisible(SETTLES);

  await page.reload();
  await expect(cardSource(page, FAQ).getByText('Ready', { exact: true })).toBeVisible();
});

test('the library lists web pages with a failed read and its reason, gives and takes them, edits, deletes', async ({
  page,
}) => {
  test.slow();
  await openEditor(page);
  await panel(page).getByRole('button', { name: 'Library' }).click();
  await expect(librarySources(page).getByText('No web pages yet.', { exact: true })).toBeVisible();
  await librarySources(page).getByRole('button', { name: 'Add web page' }).click();
  await fillAddress(page, BROKEN);
  await drawer(page).getByRole('button', { name: 'Add page' }).click();
  await expect(drawer(page)).toHaveCount(0);

  const row = librarySource(page, BROKEN);
  await expect(row.getByText('Failed', { exact: true })).toBeVisible(SETTLES);
  await expect(row).toContainText('The host clinic.invalid could not be found.');
  await expect(row).toContainText('This page only');

  await row.getByRole('button', { name: `Stop using ${BROKEN} for this agent` }).click();
  await expect(row.getByRole('button', { name: `Use ${BROKEN} for this agent` })).toBeVisible();
  await expect(cardSources(page).getByRole('link', { name: BROKEN })).toHaveCount(0);
  expect(await seriousA11yViolations(page)).toEqual([]);

  await row.getByRole('button', { name: `Edit ${BROKEN}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit the web page' });
  await expect(edit.getByRole('textbox', { name: /^Address/ })).toHaveValue(BROKEN);
  await edit.getByRole('combobox', { name: /^Read again/ }).selectOption({ label: 'Never read again' });
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toHaveCount(0);
  await expect(row).toContainText('Never read again');
  await expect(row.getByText(/^Next read /)).toHaveCount(0);

  await row.getByRole('button', { name: `Delete ${BROKEN}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete the web page?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(librarySources(page).getByText('No web pages yet.', { exact: true })).toBeVisible();
});

test.describe('a refusal of the server', () => {
  // The mock's own 422 for an address the company already reads, which the fixture would count.
  test.use({ allowContractErrors: true });

  test('keeps what was typed and says why', async ({ page }) => {
    await openEditor(page);
    for (const attempt of [1, 2]) {
      await cardSources(page).getByRole('button', { name: 'Add web page' }).click();
      const address = await fillAddress(page, FAQ);
      const answered = page.waitForResponse((response) => isCreate(response.request()));
      await drawer(page).getByRole('button', { name: 'Add page' }).click();
      expect((await answered).status()).toBe(attempt === 1 ? 201 : 422);
      if (attempt === 1) await expect(drawer(page)).toHaveCount(0);
      else {
        await expect(page.getByText(`${FAQ} is already a web source of the company.`).first()).toBeVisible();
        await expect(drawer(page)).toBeVisible();
        await expect(address).toHaveValue(FAQ);
      }
    }
  });
});

test('against a server without web sources (404) the knowledge screens are as before', async ({ page }) => {
  let asked!: () => void;
  const answered = new Promise<void>((resolve) => (asked = resolve));
  await page.route('**/api/web_sources**', async (route) => {
    await route.fulfill({ status: 404, contentType: 'application/json', body: '{"message":"Not found"}' });
    asked();
  });
  await openEditor(page);
  await answered;
  await settled(page);
  await expect(cardSources(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add web page' })).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
  await panel(page).getByRole('button', { name: 'Library' }).click();
  await expect(library(page).getByRole('table', { name: "The company's knowledge files" })).toBeVisible();
  await settled(page);
  await expect(librarySources(page)).toHaveCount(0);
  await expect(library(page).getByRole('alert')).toHaveCount(0);
});
