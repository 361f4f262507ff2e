import type { Locator, Page, Request, Route } from '@playwright/test';
import { expect, seriousA11yViolations, test } from './fixtures';
import { signInAs } from './session';

// Its clock cannot join the worker's warm context (e2e/fixtures.ts).
test.use({ ownContext: true });

// The contract's example calendar of the Dental Receptionist holds five slots from Monday 23 to
// Friday 27 November 2026 (Los Angeles). The clock is set to Monday 23 November, 10:00 there.
const AGENT = '6650a1f2c3d4e5f6bbbb0001';
const NOW = new Date('2026-11-23T18:00:00Z');
const SERVER_ERROR = 'Something went wrong on our side. Please try again.';

const rangeHeading = (page: Page) => page.getByRole('heading', { level: 2 }).first();
const board = (page: Page) => page.getByRole('region', { name: 'Appointments' });
const dateBox = (page: Page) => page.getByRole('textbox', { name: 'Go to date' });
/** A day of the calendar: a button, named by the whole date, in its grid cell. */
const day = (scope: Locator, name: string) => scope.getByRole('button', { name, exact: true });

/** The calendar reads the page sends from now on. */
function collectCalendarReads(page: Page): Request[] {
  const reads: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === `/api/agents/${AGENT}/calendar/`) reads.push(request);
  });
  return reads;
}

const queryOf = (request: Request | undefined) =>
  Object.fromEntries(new URL(request?.url() ?? 'http://x/').searchParams);

async function openBoard(page: Page, query = '', settings: Record<string, string> = {}) {
  await page.clock.setFixedTime(NOW);
  await signInAs(page, 'user', { tourSeen: 'true', ...settings });
  await page.goto(`/agent/schedule_board?agentId=${AGENT}${query}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Schedule board' })).toBeVisible();
}

test.describe('the schedule board', () => {
  test('shows the week of the agent by default', async ({ page }) => {
    const reads = collectCalendarReads(page);
    await openBoard(page);
    await expect(rangeHeading(page)).toHaveText(/^November 22\s–\s28, 2026$/u);
    await expect(page.getByRole('combobox', { name: 'Agent' })).toHaveValue(AGENT);
    await expect(page.getByRole('combobox', { name: 'Agent' }).locator('option:checked')).toHaveText(
      'Dental Receptionist · Active',
    );
    await expect(page.getByText('Times in America/Los_Angeles')).toBeVisible();
    await expect(board(page).getByRole('listitem')).toHaveCount(5);
    const monday = board(page).getByRole('region', { name: 'Monday, November 23' });
    await expect(monday.getByRole('listitem')).toHaveText(/Emergency visit – Aisha Khan/);
    await expect(monday.getByRole('listitem')).toContainText(/8:30\s–\s9:00\sAM/u);
    await expect(monday.getByRole('listitem')).toContainText('Contact: Aisha Khan, +14155550176');
    await expect(monday).toContainText('Today');
    const friday = board(page).getByRole('region', { name: 'Friday, November 27' });
    await expect(friday).toContainText('Cancelled');
    await expect(friday).toContainText('From the calendar');
    await expect(board(page).getByRole('region', { name: 'Sunday, November 22' })).toContainText(
      'No appointments',
    );
    expect(queryOf(reads.at(-1))).toEqual({
      start: '2026-11-22',
      end: '2026-11-28',
      timeZone: 'America/Los_Angeles',
    });
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('switches to a single day, which the address keeps', async ({ page }) => {
    const reads = collectCalendarReads(page);
    await openBoard(page);
    await expect(board(page).getByRole('listitem')).toHaveCount(5);
    await page.getByRole('button', { name: 'Day', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Day', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(rangeHeading(page)).toHaveText('Monday, November 23, 2026');
    await expect(board(page).getByRole('listitem')).toHaveCount(1);
    await expect(page.getByText('Emergency visit – Aisha Khan')).toBeVisible();
    await expect(page.getByText('Cleaning and exam – Jordan Lee')).toHaveCount(0);
    await expect(page).toHaveURL(/view=day/);
    expect(queryOf(reads.at(-1))).toEqual({
      start: '2026-11-23',
      end: '2026-11-23',
      timeZone: 'America/Los_Angeles',
    });

    // The address keeps the view: a reload shows the same day.
    await page.reload();
    await expect(rangeHeading(page)).toHaveText('Monday, November 23, 2026');
  });

  test('moves by day and by week and comes back to today', async ({ page }) => {
    await openBoard(page, '&view=day');
    await page.getByRole('button', { name: 'Next day' }).click();
    await expect(rangeHeading(page)).toHaveText('Tuesday, November 24, 2026');
    await expect(page.getByText('Cleaning and exam – Jordan Lee')).toBeVisible();
    await page.getByRole('button', { name: 'Previous day' }).click();
    await page.getByRole('button', { name: 'Previous day' }).click();
    await expect(rangeHeading(page)).toHaveText('Sunday, November 22, 2026');
    await expect(page.getByText('No appointments in this period')).toBeVisible();
    await page.getByRole('button', { name: 'Today' }).click();
    await expect(rangeHeading(page)).toHaveText('Monday, November 23, 2026');

    await page.getByRole('button', { name: 'Week', exact: true }).click();
    await page.getByRole('button', { name: 'Next week' }).click();
    await expect(rangeHeading(page)).toHaveText(/^November 29\s–\s(December 5|5 December), 2026$/u);
    await expect(page.getByText('No appointments in this period')).toBeVisible();
    await page.getByRole('button', { name: 'Previous week' }).click();
    await page.getByRole('button', { name: 'Previous week' }).click();
    await expect(rangeHeading(page)).toHaveText(/^November 15\s–\s21, 2026$/u);
    await page.getByRole('button', { name: 'Today' }).click();
    await expect(rangeHeading(page)).toHaveText(/^November 22\s–\s28, 2026$/u);
    await expect(board(page).getByRole('listitem')).toHaveCount(5);
  });

  test('jumps to a typed date and refuses a date that is not valid', async ({ page }) => {
    await openBoard(page, '&view=day');
    await expect(dateBox(page)).toHaveValue('11/23/2026');

    await dateBox(page).fill('13/45/2026');
    await dateBox(page).press('Enter');
    await expect(page.getByText('Date input not valid')).toBeVisible();
    await expect(dateBox(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(dateBox(page)).toHaveAccessibleDescription('Date input not valid');
    await expect(rangeHeading(page)).toHaveText('Monday, November 23, 2026');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await dateBox(page).fill('11/25/2026');
    await dateBox(page).press('Enter');
    await expect(page.getByText('Date input not valid')).toHaveCount(0);
    await expect(dateBox(page)).not.toHaveAttribute('aria-invalid', 'true');
    await expect(rangeHeading(page)).toHaveText('Wednesday, November 25, 2026');
    await expect(page.getByText('Team meeting')).toBeVisible();
    await expect(page.getByText('Whitening consultation – Lucía Fernández')).toBeVisible();
    await expect(page).toHaveURL(/date=2026-11-25/);

    // A day outside the board's window (one year around today) cannot be typed in either.
    await dateBox(page).fill('11/24/2027');
    await dateBox(page).blur();
    await expect(page.getByText('Date input not valid')).toBeVisible();
    await expect(rangeHeading(page)).toHaveText('Wednesday, November 25, 2026');
  });

  test('moves through the calendar dialog by keyboard, where disabled days cannot be chosen', async ({
    page,
  }) => {
    await openBoard(page, '&view=day');
    const trigger = page.getByRole('button', {
      name: 'Choose date, selected date is Monday, November 23, 2026',
    });
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: 'Choose date' });
    await expect(dialog).toBeVisible();
    const grid = dialog.getByRole('grid', { name: 'November 2026' });
    await expect(grid).toBeVisible();
    await expect(day(grid, 'Monday, November 23, 2026')).toBeFocused();
    await expect(grid.getByRole('gridcell', { name: 'Monday, November 23, 2026' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Keys: a day on, then a year on with Shift+Page Down, to the last day of the window.
    await page.keyboard.press('ArrowRight');
    await expect(day(grid, 'Tuesday, November 24, 2026')).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Shift+PageDown');
    const lastDay = day(dialog, 'Tuesday, November 23, 2027');
    await expect(lastDay).toBeFocused();
    await expect(dialog.getByRole('grid', { name: 'November 2027' })).toBeVisible();
    const disabled = dialog.getByRole('gridcell', { name: 'Wednesday, November 24, 2027' });
    await expect(disabled).toHaveAttribute('aria-disabled', 'true');

    // The keys stop at the last day; a click (forced: Playwright itself sees the day as disabled)
    // neither chooses the day nor takes the focus, so Enter cannot choose it either.
    await page.keyboard.press('ArrowRight');
    await expect(lastDay).toBeFocused();
    await expect(disabled).toBeDisabled();
    await disabled.click({ force: true });
    await expect(dialog).toBeVisible();
    await expect(lastDay).toBeFocused();
    await expect(page).not.toHaveURL(/date=/);
  });

  test('picks an enabled day in the calendar dialog, or closes it with Escape', async ({ page }) => {
    await openBoard(page, '&view=day&date=2027-11-20');
    await page
      .getByRole('button', { name: 'Choose date, selected date is Saturday, November 20, 2027' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Choose date' });
    await expect(day(dialog, 'Saturday, November 20, 2027')).toBeFocused();
    await expect(dialog.getByRole('gridcell', { name: 'Wednesday, November 24, 2027' })).toBeDisabled();

    // The month buttons keep their own focus; an enabled day closes the dialog and is shown.
    await dialog.getByRole('button', { name: 'Previous month' }).click();
    await expect(dialog.getByRole('button', { name: 'Previous month' })).toBeFocused();
    await expect(dialog.getByRole('grid', { name: 'October 2027' })).toBeVisible();
    await dialog.getByRole('gridcell', { name: 'Friday, October 15, 2027' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(rangeHeading(page)).toHaveText('Friday, October 15, 2027');
    await expect(dateBox(page)).toHaveValue('10/15/2027');
    await expect(
      page.getByRole('button', { name: 'Choose date, selected date is Friday, October 15, 2027' }),
    ).toBeFocused();

    // Escape closes without choosing.
    await page.getByRole('button', { name: /^Choose date/ }).click();
    await expect(day(dialog, 'Friday, October 15, 2027')).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(day(dialog, 'Saturday, October 16, 2027')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(rangeHeading(page)).toHaveText('Friday, October 15, 2027');

    // The month's name goes up to the months of the year, where another month is picked.
    await page.getByRole('button', { name: /^Choose date/ }).click();
    await dialog.getByRole('button', { name: 'October 2027, choose the month' }).click();
    const months = dialog.getByRole('grid', { name: '2027' });
    await expect(months.getByRole('button', { name: 'December 2027' })).toBeDisabled();
    await months.getByRole('button', { name: 'June 2027' }).click();
    await expect(dialog.getByRole('grid', { name: 'June 2027' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Tuesday, June 15, 2027' }).click();
    await expect(rangeHeading(page)).toHaveText('Tuesday, June 15, 2027');
  });

  test('a failed read shows the server message and can be tried again', async ({ page }) => {
    const failing = (route: Route) =>
      route.continue({ headers: { ...route.request().headers(), prefer: 'code=500' } });
    await page.route(`**/api/agents/${AGENT}/calendar/**`, failing);
    await openBoard(page);
    await expect(page.getByRole('alert')).toContainText(SERVER_ERROR);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.unroute(`**/api/agents/${AGENT}/calendar/**`, failing);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(board(page).getByRole('listitem')).toHaveCount(5);
  });

  test('without an agent lists the agents to choose from, and switches agents', async ({ page }) => {
    await page.clock.setFixedTime(NOW);
    await signInAs(page, 'user', { tourSeen: 'true' });
    await page.goto('/agent/schedule_board');
    const agents = page.getByRole('list', { name: 'Choose an agent to see its schedule' });
    await expect(agents.getByRole('listitem')).toHaveCount(4);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await agents.getByRole('link', { name: 'Dental Receptionist' }).click();
    await expect(page).toHaveURL(`/agent/schedule_board?agentId=${AGENT}`);
    await expect(board(page).getByRole('listitem')).toHaveCount(5);

    await page.getByRole('combobox', { name: 'Agent' }).selectOption({ label: 'Recall Reminders · Active' });
    await expect(page).toHaveURL(/agentId=6650a1f2c3d4e5f6bbbb0002/);
    await page.goBack();
    await expect(page.getByRole('combobox', { name: 'Agent' })).toHaveValue(AGENT);
  });

  test('has no serious accessibility problem on a phone in the dark theme, and fits its width', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openBoard(page, '', { theme: 'dark' });
    await expect(board(page).getByRole('listitem')).toHaveCount(5);
    expect(await seriousA11yViolations(page)).toEqual([]);
    const hasSideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(hasSideways).toBe(false);
    await page.getByRole('button', { name: /^Choose date/ }).click();
    await expect(page.getByRole('dialog', { name: 'Choose date' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
