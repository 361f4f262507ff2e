import type { Page } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { expect, seriousA11yViolations, test } from './fixtures';
import { signInAs } from './session';

// /contacts/import-data against the mock: a CSV whose titles differ from the field names, with one
// row whose phone breaks the spec's international pattern.
const FILE = {
  name: 'invisalign-consults.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(
    [
      'First Name,Last Name,Mobile,Email',
      'Grace,Hopper,+14155550111,grace@example.com',
      'Alan,Turing,555-0199,alan@example.com',
      'Ada,Lovelace,+442071234567,ada@example.com',
    ].join('\n'),
  ),
};

async function open(page: Page) {
  await signInAs(page, 'user', { tourSeen: 'true' });
  await page.goto('/contacts/import-data');
  await expect(page.getByRole('heading', { level: 1, name: 'Import contacts' })).toBeVisible();
}

async function chooseFile(page: Page) {
  await page.getByLabel('CSV or Excel file').setInputFiles(FILE);
  await expect(page.getByText('Ready to import: 2. With errors, not imported: 1.')).toBeVisible();
}

/** The multipart body of each request to /groups/import, read by an interceptor that lets it through. */
async function importBodies(page: Page): Promise<string[]> {
  const bodies: string[] = [];
  await page.route('**/groups/import', async (route) => {
    bodies.push(route.request().postDataBuffer()?.toString('utf8') ?? '');
    await route.fallback();
  });
  return bodies;
}

/** The value of a multipart field in a captured body. */
const part = (body: string, name: string): string | undefined =>
  new RegExp(
    `name="${name}"(?:; filename="[^"]*")?\\r\\n(?:Content-Type: [^\\r]*\\r\\n)?\\r\\n([\\s\\S]*?)\\r\\n--`,
  ).exec(body)?.[1];

test.describe('the contacts import', () => {
  test('shows the refused row with its error, sends only the good rows into a new group, and sums up', async ({
    page,
  }) => {
    await open(page);
    const bodies = await importBodies(page);
    await page.getByLabel('Name of the new group').fill('Invisalign consultations');
    await chooseFile(page);
    // The columns were matched by their titles.
    await expect(page.getByRole('combobox', { name: 'Phone' })).toHaveValue('2');
    const preview = page.getByRole('table').filter({ hasText: 'Alan' });
    await expect(preview.getByRole('row').filter({ hasText: 'Alan' })).toContainText(
      'Phone: Please enter a valid phone number',
    );

    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Import 2 rows' }).click();
    await expect(page.getByText('Import finished')).toBeVisible();
    await expect(page.getByText('Imported 4 contacts, skipped 2 rows')).toBeVisible();
    await expect(page.getByText('Imported: 4')).toBeVisible();

    expect(bodies).toHaveLength(1);
    const body = bodies[0] ?? '';
    expect(part(body, 'name')).toBe('Invisalign consultations');
    expect(body).not.toContain('name="groupId"');
    const csv = part(body, 'file') ?? '';
    expect(csv).toContain('Grace,Hopper,+14155550111,grace@example.com');
    expect(csv).toContain('Ada,Lovelace,+442071234567,ada@example.com');
    expect(csv).not.toContain('555-0199');
    expect(JSON.parse(part(body, 'mapping') ?? '{}')).toEqual({
      firstName: 'firstName',
      lastName: 'lastName',
      phone: 'phone',
      email: 'email',
    });

    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page).toHaveURL(/\/contacts$/);
  });

  test('a failed import keeps the file, the column choices and the group, and can be retried', async ({
    page,
  }) => {
    await open(page);
    await page.getByLabel('Name of the new group').fill('Invisalign consultations');
    await chooseFile(page);
    // The person leaves the e-mail column out.
    await page.getByRole('combobox', { name: 'Email' }).selectOption({ label: 'Not imported' });
    let fail = true;
    await page.route('**/groups/import', (route) =>
      fail
        ? route.continue({ headers: { ...route.request().headers(), prefer: 'code=500' } })
        : route.fallback(),
    );
    await page.getByRole('button', { name: 'Import 2 rows' }).click();
    await expect(
      page.getByText('The import failed. Your file and column choices are kept, so you can try again.'),
    ).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Email' })).toHaveValue('');
    await expect(page.getByRole('combobox', { name: 'Phone' })).toHaveValue('2');
    await expect(page.getByLabel('Name of the new group')).toHaveValue('Invisalign consultations');
    await expect(page.getByText('Ready to import: 2. With errors, not imported: 1.')).toBeVisible();

    fail = false;
    const bodies = await importBodies(page);
    await page.getByRole('button', { name: 'Import 2 rows' }).click();
    await expect(page.getByText('Import finished')).toBeVisible();
    const csv = part(bodies[0] ?? '', 'file') ?? '';
    expect(csv).not.toContain('grace@example.com');
  });

  test('imports into an existing group by its id', async ({ page }) => {
    await open(page);
    const bodies = await importBodies(page);
    await page.getByText('An existing group').click();
    await page.getByRole('combobox', { name: 'Group' }).selectOption({ label: 'New patients' });
    await chooseFile(page);
    await page.getByRole('button', { name: 'Import 2 rows' }).click();
    await expect(page.getByText('Import finished')).toBeVisible();
    expect(part(bodies[0] ?? '', 'groupId')).toBe('6650a1f2c3d4e5f644440002');
    expect(bodies[0]).not.toContain('name="name"');
  });

  test('refuses a file over 5 MB with a message, before reading it', async ({ page }, testInfo) => {
    await open(page);
    const row = 'Grace,Hopper,+14155550111,grace@example.com\n';
    const buffer = Buffer.from(`First Name,Last Name,Mobile,Email\n${row.repeat(130_000)}`);
    expect(buffer.length).toBeGreaterThan(5 * 1024 * 1024);
    // From disk, as a person picks it: the browser reads the path itself instead of 5 MB of bytes
    // coming through the browser protocol.
    const file = testInfo.outputPath('everyone.csv');
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, buffer);
    await page.getByLabel('CSV or Excel file').setInputFiles(file);
    await expect(
      page.getByText(
        'This file is larger than 5 MB, the most one import takes. Split it into smaller files and import them one after another.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Preview' })).toBeHidden();
  });

  test('reads Excel’s "Unicode text" (UTF-16 with its byte-order mark) in the worker', async ({ page }) => {
    await open(page);
    const text = ['First Name\tLast Name\tMobile\tEmail', 'José\tMuñoz\t+34911234567\tjose@example.com'].join(
      '\r\n',
    );
    const buffer = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    await page
      .getByLabel('CSV or Excel file')
      .setInputFiles({ name: 'contacts.txt', mimeType: 'text/plain', buffer });
    await expect(page.getByText('Ready to import: 1. With errors, not imported: 0.')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Phone' })).toHaveValue('2');
    await expect(page.getByRole('table').getByRole('row').filter({ hasText: 'José' })).toContainText('Muñoz');
  });

  test('asks for the new group name before sending anything', async ({ page }) => {
    await open(page);
    const bodies = await importBodies(page);
    await chooseFile(page);
    await page.getByRole('button', { name: 'Import 2 rows' }).click();
    await expect(page.getByText('Please enter a group name').first()).toBeVisible();
    expect(bodies).toEqual([]);
    await expect(page.getByText('Ready to import: 2. With errors, not imported: 1.')).toBeVisible();
  });
});
