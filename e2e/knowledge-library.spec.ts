import type { Page } from '@playwright/test';
import { expect, seriousA11yViolations, test } from './fixtures';
import { useOwnData } from './mock-state';
import { signInAs } from './session';
import { recordSentBodies } from './upload-bodies';

// The company's knowledge library, opened from the agent's Knowledge Base panel: the contract's six
// files, four of the Dental Receptionist (0001), one of Recall Reminders (0002) and one of
// After-hours Triage (0004). Every test keeps its own data on the mock.
const AGENT = '6650a1f2c3d4e5f6bbbb0001';
const PAGE = `/agent/prompt_editor?agentId=${AGENT}`;
const SCRIPT = 'Recall-call-script.pdf';

const panel = (page: Page) => page.getByTestId('knowledge-card');
const panelFiles = (page: Page) => panel(page).getByRole('region', { name: 'Knowledge files' });
const library = (page: Page) => page.getByRole('dialog', { name: 'Knowledge library' });
const table = (page: Page) => library(page).getByRole('table', { name: "The company's knowledge files" });
const row = (page: Page, name: string) => table(page).getByRole('row').filter({ hasText: name });
const drawer = (page: Page) => page.getByRole('dialog', { name: 'Edit knowledge file' });
const searchBox = (page: Page) =>
  library(page).getByRole('searchbox', { name: 'Search the knowledge files' });

async function openEditor(page: Page) {
  await page.goto(PAGE);
  await expect(panelFiles(page).getByRole('row')).toHaveCount(5);
}

/** Opens the library and waits for its rows: the header and, unless told otherwise, the six files. */
async function openLibrary(page: Page, rows = 7) {
  await panel(page).getByRole('button', { name: 'Library' }).click();
  await expect(table(page).getByRole('row')).toHaveCount(rows);
}

async function rename(page: Page, from: string, to: string) {
  await row(page, from)
    .getByRole('button', { name: `Edit ${from}` })
    .click();
  await expect(drawer(page)).toBeVisible();
  const name = drawer(page).getByRole('textbox', { name: 'File name' });
  await expect(name).toHaveValue(from);
  await name.fill(to);
  await drawer(page).getByRole('button', { name: 'Save' }).click();
}

test.beforeEach(async ({ page }) => {
  await useOwnData(page, 'knowledge-library');
  await signInAs(page, 'user', { tourSeen: 'true' });
});

test.describe('the knowledge library', () => {
  test("lists the company's files with their type and the agent that uses each", async ({ page }) => {
    await openEditor(page);
    await openLibrary(page);
    await expect(row(page, SCRIPT)).toContainText('Document');
    await expect(row(page, SCRIPT)).toContainText('Recall Reminders');
    await expect(row(page, 'Front-desk-greeting.mp3')).toContainText('Audio');
    await expect(row(page, 'Front-desk-greeting.mp3')).toContainText('This agent');
    await expect(library(page).getByRole('status')).toHaveText('6 files');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await library(page).getByRole('button', { name: 'Close' }).first().click();
    await expect(library(page)).toHaveCount(0);
  });

  test('searches the stored files once the typing settles, in this agent only when asked', async ({
    page,
  }) => {
    const searches: URL[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('/knowledge/search')) searches.push(url);
    });
    await openEditor(page);
    await openLibrary(page);
    const typed = 'insurance plans';
    // A busy machine may pause longer than the debounce mid-word, so an early search for a
    // prefix is allowed; what the debounce promises is the settled text last, not one per key.
    const settledSearch = page.waitForRequest(
      (request) => new URL(request.url()).searchParams.get('query') === typed,
    );
    await searchBox(page).pressSequentially(typed);
    await settledSearch;
    await expect(table(page).getByRole('row')).toHaveCount(2);
    await expect(row(page, 'Accepted-insurance-plans.docx')).toBeVisible();
    expect(searches.at(-1)?.searchParams.get('query')).toBe(typed);
    expect(searches.length).toBeLessThan(typed.length / 2);

    await searchBox(page).fill('protocol');
    await expect(row(page, 'After-hours-emergency-protocol.docx')).toContainText('After-hours Triage');
    // Chakra draws the box over the real (visually hidden) input: a person clicks its label.
    await library(page).getByText("Only this agent's files").click();
    await expect(library(page).getByRole('checkbox', { name: "Only this agent's files" })).toBeChecked();
    await expect(library(page).getByText('No file matches “protocol”')).toBeVisible();
    expect(searches.at(-1)?.searchParams.get('agentId')).toBe(AGENT);

    await searchBox(page).fill('');
    await expect(table(page).getByRole('row')).toHaveCount(5);
  });

  test('renames a file, keeps the name after a reload and keeps the typing when a save fails', async ({
    page,
  }) => {
    await openEditor(page);
    await openLibrary(page);

    await page.route('**/api/knowledge/*', (route) =>
      route.request().method() === 'PUT'
        ? route.continue({ headers: { ...route.request().headers(), prefer: 'code=500' } })
        : route.fallback(),
    );
    await rename(page, SCRIPT, 'Recall-script-2027.pdf');
    await expect(page.getByText('Something went wrong on our side. Please try again.')).toBeVisible();
    await expect(drawer(page).getByRole('textbox', { name: 'File name' })).toHaveValue(
      'Recall-script-2027.pdf',
    );

    await page.unroute('**/api/knowledge/*');
    await drawer(page).getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Recall-script-2027.pdf saved')).toBeVisible();
    await expect(drawer(page)).toHaveCount(0);
    await expect(row(page, 'Recall-script-2027.pdf')).toContainText('Recall Reminders');

    await page.reload();
    await expect(panelFiles(page).getByRole('row')).toHaveCount(5);
    await openLibrary(page);
    await expect(row(page, 'Recall-script-2027.pdf')).toBeVisible();
    await expect(row(page, SCRIPT)).toHaveCount(0);
    await searchBox(page).fill('2027');
    await expect(table(page).getByRole('row')).toHaveCount(2);
  });

  test("moves another agent's file to this agent, where the panel shows it", async ({ page }) => {
    await openEditor(page);
    await openLibrary(page);
    await row(page, SCRIPT)
      .getByRole('button', { name: `Move ${SCRIPT} to this agent` })
      .click();
    const confirm = page.getByRole('dialog', { name: `Move ${SCRIPT} to this agent?` });
    await expect(confirm).toContainText('Recall Reminders will no longer have it');
    await confirm.getByRole('button', { name: 'Move here' }).click();
    await expect(page.getByText(`${SCRIPT} now belongs to this agent`)).toBeVisible();
    await expect(row(page, SCRIPT)).toContainText('This agent');
    await expect(row(page, SCRIPT).getByRole('button', { name: /^Move / })).toHaveCount(0);

    await library(page).getByRole('button', { name: 'Close' }).first().click();
    await expect(panelFiles(page).getByRole('row')).toHaveCount(6);
    await expect(panelFiles(page)).toContainText(SCRIPT);
    await page.reload();
    await expect(panelFiles(page).getByRole('row')).toHaveCount(6);
    await expect(panelFiles(page)).toContainText(SCRIPT);
  });

  test("copies another agent's file to this agent, which both keep, and says when it cannot", async ({
    page,
  }) => {
    const sentBodies = await recordSentBodies(page);
    await openEditor(page);
    await openLibrary(page);
    const copy = () =>
      row(page, SCRIPT)
        .getByRole('button', { name: `Copy ${SCRIPT} to this agent` })
        .click();

    // The stored file cannot be read: nothing is uploaded and the library is as it was.
    let uploads = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/knowledge')) uploads += 1;
    });
    await page.route('**/uploads/knowledge/**', (route) => route.fulfill({ status: 404, body: 'gone' }), {
      times: 1,
    });
    await copy();
    await expect(page.getByText(`Failed to copy ${SCRIPT}`)).toBeVisible();
    await expect(table(page).getByRole('row')).toHaveCount(7);
    expect(uploads).toBe(0);

    await copy();
    await expect(page.getByText(`A copy of ${SCRIPT} now belongs to this agent`)).toBeVisible();
    // The stored file's own bytes, under its name and type, for this agent.
    const [sent = ''] = await sentBodies();
    expect(sent).toContain(`filename="${SCRIPT}"`);
    expect(sent).toContain('Content-Type: application/pdf');
    expect(sent).toContain(`Sample knowledge file of the mock: ${SCRIPT}`);
    expect(sent).toMatch(new RegExp(`name="agent"\\r\\n\\r\\n${AGENT}\\r\\n`));
    await expect(table(page).getByRole('row')).toHaveCount(8);
    await expect(row(page, SCRIPT)).toHaveCount(2);
    await expect(row(page, SCRIPT).filter({ hasText: 'Recall Reminders' })).toHaveCount(1);
    await expect(row(page, SCRIPT).filter({ hasText: 'This agent' })).toHaveCount(1);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await library(page).getByRole('button', { name: 'Close' }).first().click();
    await expect(panelFiles(page).getByRole('row')).toHaveCount(6);
    await expect(panelFiles(page)).toContainText(SCRIPT);
    await page.reload();
    await expect(panelFiles(page).getByRole('row')).toHaveCount(6);
    await openLibrary(page, 8);
    await expect(row(page, SCRIPT).filter({ hasText: 'Recall Reminders' })).toHaveCount(1);
  });

  test('deletes a file everywhere after a confirmation that names it and warns its agent', async ({
    page,
  }) => {
    const name = 'Front-desk-greeting.mp3';
    await openEditor(page);
    await openLibrary(page);
    await row(page, name)
      .getByRole('button', { name: `Delete ${name} everywhere` })
      .click();
    const confirm = page.getByRole('alertdialog', { name: `Delete ${name} everywhere?` });
    await expect(confirm).toContainText(`${name} is deleted from the company's knowledge library.`);
    await expect(confirm).toContainText('This agent uses this file and will lose it.');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(row(page, name)).toBeVisible();

    await row(page, name)
      .getByRole('button', { name: `Delete ${name} everywhere` })
      .click();
    await confirm.getByRole('button', { name: 'Delete everywhere' }).click();
    await expect(page.getByText('File deleted successfully')).toBeVisible();
    await expect(table(page).getByRole('row')).toHaveCount(6);
    await expect(row(page, name)).toHaveCount(0);
    await library(page).getByRole('button', { name: 'Close' }).first().click();
    await expect(panelFiles(page).getByRole('row')).toHaveCount(4);
    await expect(panelFiles(page)).not.toContainText(name);

    await page.reload();
    await expect(panelFiles(page).getByRole('row')).toHaveCount(4);
    await openLibrary(page, 6);
    await expect(row(page, name)).toHaveCount(0);
  });
});
