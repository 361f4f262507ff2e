import type { Page } from '@playwright/test';
import { expect, seriousA11yViolations, test } from './fixtures';
import { uniqueMark, useOwnData } from './mock-state';
import { signInAs } from './session';

// Its clock cannot join the worker's warm context (e2e/fixtures.ts).
test.use({ ownContext: true });

// Events on the schedule board hang on calls (POST /calls/update_event); the stateful mock reads
// them back on the agent's calendar. Recall Reminders has calls without an event. The clock is
// set to Monday 23 November 2026, 10:00 in Los Angeles, the board's time zone.
const AGENT = '6650a1f2c3d4e5f6bbbb0002';
const NOW = new Date('2026-11-23T18:00:00Z');

const board = (page: Page) => page.getByRole('region', { name: 'Appointments' });
const dayOf = (page: Page, name: string) => board(page).getByRole('region', { name });
const dialog = (page: Page) => page.getByRole('dialog');
const startsBox = (page: Page) => dialog(page).getByRole('textbox', { name: 'Starts' });

function eventWrites(page: Page): unknown[] {
  const bodies: unknown[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/calls/update_event')
      bodies.push(request.postDataJSON());
  });
  return bodies;
}

async function typeDate(page: Page, text: string) {
  await startsBox(page).fill(text);
  await startsBox(page).press('Tab');
}

test.describe('editing the schedule board', () => {
  test.slow();

  test('creates, moves and cancels an event; each change holds after a reload', async ({ page }) => {
    const title = `Call back Lucía ${uniqueMark()}`;
    const item = () => board(page).getByRole('listitem').filter({ hasText: title });
    const writes = eventWrites(page);
    await useOwnData(page, 'schedule');
    await page.clock.setFixedTime(NOW);
    await signInAs(page, 'user', { tourSeen: 'true' });
    await page.goto(`/agent/schedule_board?agentId=${AGENT}`);
    await expect(board(page)).toBeVisible();

    await page.getByRole('button', { name: 'New event' }).click();
    await expect(dialog(page).getByRole('heading', { name: 'New event' })).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Create event' }).click();
    await expect(dialog(page).getByText('Please choose a call')).toBeVisible();
    await expect(dialog(page).getByText('Please enter a title')).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(writes).toEqual([]);

    await dialog(page).getByRole('combobox', { name: 'Call' }).selectOption({ index: 1 });
    await dialog(page).getByRole('combobox', { name: 'Kind' }).selectOption({ label: 'Callback' });
    await dialog(page).getByRole('textbox', { name: 'Title' }).fill(title);
    await typeDate(page, '11/25/2026');
    await dialog(page).getByRole('combobox', { name: 'Time' }).selectOption({ label: '10:00 AM' });
    await dialog(page).getByRole('button', { name: 'Create event' }).click();
    await expect(page.getByText('Event created')).toBeVisible();
    await expect(dialog(page)).toHaveCount(0);
    expect(writes.at(-1)).toMatchObject({
      event: { type: 'callback', title, start: '2026-11-25T18:00:00Z', end: '2026-11-25T18:30:00Z' },
    });
    await expect(
      dayOf(page, 'Wednesday, November 25').getByRole('listitem').filter({ hasText: title }),
    ).toContainText(/10:00\s–\s10:30\sAM/u);
    await page.reload();
    await expect(dayOf(page, 'Wednesday, November 25')).toContainText(title);

    await item()
      .getByRole('button', { name: `Move ${title}` })
      .click();
    await expect(dialog(page).getByRole('heading', { name: 'Move event' })).toBeVisible();
    await expect(startsBox(page)).toHaveValue('11/25/2026');
    expect(await seriousA11yViolations(page)).toEqual([]);
    // Not a day, then a day before today: both refused with the spec's message, nothing sent.
    await typeDate(page, '02/30/2026');
    await expect(dialog(page).getByText('Date input not valid')).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Move' }).click();
    await typeDate(page, '11/20/2026');
    await expect(dialog(page).getByText('Date input not valid')).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Move' }).click();
    await expect(dialog(page)).toBeVisible();
    expect(writes).toHaveLength(1);

    await typeDate(page, '11/27/2026');
    await expect(dialog(page).getByText('Date input not valid')).toHaveCount(0);
    await dialog(page).getByRole('combobox', { name: 'Time' }).selectOption({ label: '2:30 PM' });
    await dialog(page).getByRole('button', { name: 'Move' }).click();
    await expect(page.getByText('Event moved')).toBeVisible();
    expect(writes.at(-1)).toMatchObject({
      event: { type: 'callback', title, start: '2026-11-27T22:30:00Z', end: '2026-11-27T23:00:00Z' },
    });
    await page.reload();
    await expect(
      dayOf(page, 'Friday, November 27').getByRole('listitem').filter({ hasText: title }),
    ).toContainText(/2:30\s–\s3:00\sPM/u);
    await expect(dayOf(page, 'Wednesday, November 25')).not.toContainText(title);

    await item()
      .getByRole('button', { name: `Cancel ${title}` })
      .click();
    const confirm = page.getByRole('alertdialog', { name: `Cancel ${title}?` });
    await expect(confirm).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Cancel event' }).click();
    await expect(page.getByText('Event cancelled')).toBeVisible();
    expect(writes.at(-1)).toMatchObject({ event: { title, status: 'cancelled' } });
    await page.reload();
    await expect(item()).toContainText('Cancelled');
    await expect(item().getByRole('button')).toHaveCount(0);
  });

  test('the board and campaigns are reached from the agent, the editor and the groups', async ({ page }) => {
    await page.clock.setFixedTime(NOW);
    await signInAs(page, 'user', { tourSeen: 'true' });
    await page.goto('/agent');
    await page.getByRole('button', { name: 'Actions for Recall Reminders' }).click();
    await expect(page.getByRole('menuitem', { name: 'Campaigns' })).toHaveAttribute('href', '/campaign');
    await page.getByRole('menuitem', { name: 'Schedule board' }).click();
    await expect(page).toHaveURL(new RegExp(`/agent/schedule_board\\?agentId=${AGENT}`));
    await expect(page.getByRole('combobox', { name: 'Agent' })).toHaveValue(AGENT);

    await page.goto(`/agent/prompt_editor?agentId=${AGENT}`);
    await page.getByRole('link', { name: 'Schedule board' }).click();
    await expect(page).toHaveURL(new RegExp(`/agent/schedule_board\\?agentId=${AGENT}`));

    await page.goto('/contacts');
    await page.getByRole('link', { name: 'Call groups in a campaign' }).click();
    await expect(page).toHaveURL(/\/campaign$/);
  });
});
