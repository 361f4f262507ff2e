import type { Page, Request } from '@playwright/test';
import { expect, seriousA11yViolations, test } from './fixtures';
import { signInAs } from './session';
import { partNames, recordSentBodies } from './upload-bodies';
import { settled } from './settled';

// The Knowledge Base panel: list, empty and failed list, delete, the upload modal with its real
// progress, and a failed upload. The contract's example agent 0001 has four files.
const AGENT = '6650a1f2c3d4e5f6bbbb0001';
// The prompt editor, which composes the panel.
const PAGE = `/agent/prompt_editor?agentId=${AGENT}`;
const LIST = `**/api/knowledge/agent/${AGENT}`;

const panel = (page: Page) => page.getByTestId('knowledge-card');
const table = (page: Page) => panel(page).getByRole('region', { name: 'Knowledge files' });
const rows = (page: Page) => table(page).getByRole('row');
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Upload Knowledge Base File' });
const fileInput = (page: Page) => dialog(page).getByLabel('Click or drag file to this area to upload');
// Its name is 'Upload', or 'Uploading N%' while the file is sent.
const uploadButton = (page: Page) => dialog(page).getByRole('button', { name: /^(Upload|Uploading \d+%)$/ });

/** Answers with `Prefer: code=500` from the mock for requests matching `url` (and `method`). */
async function failWith500(page: Page, url: string, method?: string) {
  await page.route(url, (route) =>
    method && route.request().method() !== method
      ? route.fallback()
      : route.continue({ headers: { ...route.request().headers(), prefer: 'code=500' } }),
  );
}

/** The requests to the API the page sends from now on, matching `method` and the path's end. */
function collect(page: Page, method: string, pathEnd: string): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() === method && pathname.startsWith('/api/') && pathname.endsWith(pathEnd)) {
      seen.push(request);
    }
  });
  return seen;
}

/** Slows the page's uploads down (Chromium's network emulation), so the percentage can be watched. */
async function throttleUploads(page: Page, bytesPerSecond: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
}

/** Every distinct 'Uploading N%' text the upload button shows, recorded in the page. */
async function recordPercentages(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    Object.assign(window, { uploadPercentages: seen });
    new MutationObserver(() => {
      for (const button of document.querySelectorAll('[role=dialog] button')) {
        const match = /Uploading (\d+)%/.exec(button.textContent);
        if (match?.[1] && seen.at(-1) !== match[1]) seen.push(match[1]);
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  return () =>
    page.evaluate(() => (window as unknown as { uploadPercentages: string[] }).uploadPercentages.map(Number));
}

async function openPanel(page: Page) {
  await signInAs(page, 'user', { tourSeen: 'true' });
  await page.goto(PAGE);
  await expect(panel(page).getByRole('heading', { name: 'Knowledge Base' })).toBeVisible();
  await expect(panel(page)).toContainText('Add knowledge base to provide context to the agent');
}

const pdf = (size = 2048) => ({
  name: 'Hours-and-locations.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.alloc(size, 37),
});

test.describe('the knowledge base list', () => {
  test("shows the agent's files with type icons and names cut to 30 characters", async ({ page }) => {
    const lists = collect(page, 'GET', `/knowledge/agent/${AGENT}`);
    await openPanel(page);
    await expect(rows(page)).toHaveCount(5);
    expect(lists).toHaveLength(1);
    const longName = 'BrightSmile-Patient-FAQ-and-Office-Policies-2026.pdf';
    const longRow = rows(page).filter({ hasText: longName });
    // The whole name for screen readers and as the title; 30 characters and '...' on screen.
    await expect(longRow.locator('[aria-hidden="true"][title]')).toHaveText(
      'BrightSmile-Patient-FAQ-and-Of...',
    );
    await expect(longRow.locator(`[title="${longName}"]`)).toBeVisible();
    await expect(rows(page).filter({ hasText: 'Front-desk-greeting.mp3' })).toContainText('Audio');
    await expect(rows(page).filter({ hasText: 'Invisalign-consultation-walkthrough.mp4' })).toContainText(
      'Video',
    );
    await expect(rows(page).filter({ hasText: 'Accepted-insurance-plans.docx' })).toContainText('Document');
    await expect(table(page).getByRole('button', { name: /^Delete / })).toHaveCount(4);
    // The table scrolls within 150 px.
    const box = await table(page).boundingBox();
    expect(box?.height).toBeLessThanOrEqual(150);
    expect(await table(page).evaluate((node) => node.scrollHeight > node.clientHeight)).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test("says 'No files uploaded yet' when the agent has none", async ({ page }) => {
    await page.route(LIST, (route) => route.fulfill({ json: { data: { data: [] } } }));
    await openPanel(page);
    await expect(panel(page).getByText('No files uploaded yet')).toBeVisible();
    await expect(table(page)).toHaveCount(0);
  });

  test("shows 'Failed to load knowledge files' and loads again on retry", async ({ page }) => {
    await failWith500(page, LIST);
    await openPanel(page);
    const alert = panel(page).getByRole('alert');
    await expect(alert).toContainText('Failed to load knowledge files');
    await page.unroute(LIST);
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(rows(page)).toHaveCount(5);
  });
});

test.describe('deleting a knowledge file', () => {
  test('removes the row and says so', async ({ page }) => {
    const deletes = collect(page, 'DELETE', `/knowledge/agent/${AGENT}/file/6650a1f2c3d4e5f6eeee0003`);
    await openPanel(page);
    await table(page).getByRole('button', { name: 'Delete Front-desk-greeting.mp3' }).click();
    await expect(page.getByText('File deleted successfully')).toBeVisible();
    await expect(rows(page)).toHaveCount(4);
    await expect(table(page)).not.toContainText('Front-desk-greeting.mp3');
    expect(deletes).toHaveLength(1);
  });

  test("keeps the row and says 'Failed to delete file' when the server fails", async ({ page }) => {
    await failWith500(page, '**/api/knowledge/agent/*/file/*');
    await openPanel(page);
    await table(page).getByRole('button', { name: 'Delete Front-desk-greeting.mp3' }).click();
    await expect(page.getByText('Failed to delete file')).toBeVisible();
    await expect(rows(page)).toHaveCount(5);
  });
});

test.describe('uploading a knowledge file', () => {
  test('+Add before the form has loaded shows a spinner, then the modal', async ({ page }) => {
    // Hold the upload form's code (a lazy chunk) until +Add has been pressed.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/knowledge-upload-modal-*.js', async (route) => {
      await held;
      await route.fallback();
    });
    await signInAs(page, 'user', { tourSeen: 'true' });
    await page.goto(PAGE);
    await panel(page).getByRole('button', { name: '+Add' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Opening the upload form…' })).toBeAttached();
    release();
    await expect(dialog(page)).toBeVisible();
    await expect(fileInput(page)).toBeAttached();
  });

  test('one file, replaced by a new choice and removable; Upload waits for a file', async ({ page }) => {
    const uploads = collect(page, 'POST', '/knowledge');
    await openPanel(page);
    await panel(page).getByRole('button', { name: '+Add' }).click();
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page)).toContainText('Click or drag file to this area to upload');
    await expect(dialog(page)).toContainText('Supported files: PDF, DOCX, TXT, MP3, MP4, etc.');
    await expect(uploadButton(page)).toBeDisabled();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The real file input is reachable from the keyboard.
    await fileInput(page).focus();
    await expect(fileInput(page)).toBeFocused();

    // The input takes one file.
    await expect(fileInput(page)).not.toHaveAttribute('multiple');
    await fileInput(page).setInputFiles(pdf());
    const chosen = dialog(page).getByRole('group', { name: 'Chosen file' });
    await expect(chosen).toHaveText('Hours-and-locations.pdf');
    await expect(uploadButton(page)).toBeEnabled();

    // A new choice replaces the old one.
    await fileInput(page).setInputFiles({
      name: 'greeting.mp3',
      mimeType: 'audio/mpeg',
      buffer: Buffer.from('ID3'),
    });
    await expect(chosen).toHaveText('greeting.mp3');
    await expect(dialog(page).getByRole('group', { name: 'Chosen file' })).toHaveCount(1);

    // Dropping files on the area chooses the first of them.
    const dropped = await page.evaluateHandle(() => {
      const transfer = new DataTransfer();
      transfer.items.add(new File(['hello'], 'dropped-notes.txt', { type: 'text/plain' }));
      transfer.items.add(new File(['second'], 'dropped-second.txt', { type: 'text/plain' }));
      return transfer;
    });
    const zone = dialog(page).getByTestId('knowledge-dropzone');
    await zone.dispatchEvent('dragover', { dataTransfer: dropped });
    await expect(zone).toHaveAttribute('data-dragging', 'true');
    await zone.dispatchEvent('drop', { dataTransfer: dropped });
    await expect(chosen).toHaveText('dropped-notes.txt');
    await expect(zone).not.toHaveAttribute('data-dragging');

    await chosen.getByRole('button', { name: 'Remove dropped-notes.txt' }).click();
    await expect(chosen).toHaveCount(0);
    await expect(uploadButton(page)).toBeDisabled();

    // Nothing was uploaded; Cancel closes and forgets.
    await fileInput(page).setInputFiles(pdf());
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog(page)).toHaveCount(0);
    await panel(page).getByRole('button', { name: '+Add' }).click();
    await expect(dialog(page).getByRole('group', { name: 'Chosen file' })).toHaveCount(0);
    expect(uploads).toHaveLength(0);
  });

  test('shows the real percentage, then closes, clears and refreshes the list', async ({ page }) => {
    const uploads = collect(page, 'POST', '/knowledge');
    const lists = collect(page, 'GET', `/knowledge/agent/${AGENT}`);
    const sentBodies = await recordSentBodies(page);
    await openPanel(page);
    await expect(rows(page)).toHaveCount(5);
    await panel(page).getByRole('button', { name: '+Add' }).click();
    await fileInput(page).setInputFiles(pdf(768 * 1024));
    const percentages = await recordPercentages(page);
    await throttleUploads(page, 512 * 1024);

    await uploadButton(page).click();
    await expect(uploadButton(page)).toContainText(/Uploading \d+%/);
    await expect(dialog(page).getByRole('progressbar')).toBeVisible();
    await expect(dialog(page).getByRole('button', { name: 'Remove Hours-and-locations.pdf' })).toBeDisabled();

    await expect(page.getByText('File uploaded successfully!')).toBeVisible();
    await expect(dialog(page)).toHaveCount(0);
    const seen = await percentages();
    // It starts at 0, moves forward through real steps between and ends at 100.
    expect(seen[0]).toBe(0);
    expect(seen.at(-1)).toBe(100);
    expect(seen.filter((percent) => percent > 0 && percent < 100).length).toBeGreaterThanOrEqual(2);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);

    // Exactly file, agent and file_type, as multipart form data.
    expect(uploads).toHaveLength(1);
    const upload = uploads[0];
    expect(upload?.headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(upload?.headers()['authorization']).toMatch(/^Bearer /);
    const [body = ''] = await sentBodies();
    expect(partNames(body)).toEqual(['file', 'agent', 'file_type']);
    expect(body).toContain('filename="Hours-and-locations.pdf"');
    expect(body).toMatch(new RegExp(`name="agent"\\r\\n\\r\\n${AGENT}\\r\\n`));
    expect(body).toMatch(/name="file_type"\r\n\r\ndocument\r\n/);

    // The list was loaded again; the modal opens empty next time.
    await expect.poll(() => lists.length).toBe(2);
    await panel(page).getByRole('button', { name: '+Add' }).click();
    await expect(dialog(page).getByRole('group', { name: 'Chosen file' })).toHaveCount(0);
    await expect(uploadButton(page)).toBeDisabled();
  });

  test('derives file_type from the media type (audio, video)', async ({ page }) => {
    const uploads = collect(page, 'POST', '/knowledge');
    const sentBodies = await recordSentBodies(page);
    await openPanel(page);
    for (const [file, type] of [
      [{ name: 'greeting.mp3', mimeType: 'audio/mpeg', buffer: Buffer.from('ID3') }, 'audio'],
      [{ name: 'tour.mp4', mimeType: 'video/mp4', buffer: Buffer.from('ftyp') }, 'video'],
    ] as const) {
      await panel(page).getByRole('button', { name: '+Add' }).click();
      await fileInput(page).setInputFiles(file);
      await uploadButton(page).click();
      await expect(dialog(page)).toHaveCount(0);
      const body = (await sentBodies()).at(-1) ?? '';
      expect(partNames(body)).toEqual(['file', 'agent', 'file_type']);
      expect(body).toMatch(new RegExp(`name="file_type"\\r\\n\\r\\n${type}\\r\\n`));
    }
    expect(uploads).toHaveLength(2);
  });

  test("keeps the modal open with the file and says 'Failed to upload file' when it fails", async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await failWith500(page, '**/api/knowledge', 'POST');
    await openPanel(page);
    await panel(page).getByRole('button', { name: '+Add' }).click();
    await fileInput(page).setInputFiles(pdf());
    await uploadButton(page).click();
    await expect(page.getByText('Failed to upload file')).toBeVisible();
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page).getByRole('group', { name: 'Chosen file' })).toHaveText(
      'Hours-and-locations.pdf',
    );
    await expect(uploadButton(page)).toBeEnabled();
    expect(errors.some((text) => text.includes('Uploading the knowledge file failed'))).toBe(true);

    // Trying again once the server is back works.
    await page.unroute('**/api/knowledge');
    await uploadButton(page).click();
    await expect(page.getByText('File uploaded successfully!')).toBeVisible();
    await expect(dialog(page)).toHaveCount(0);
  });

  test('Cancel during an upload stops it and closes the modal', async ({ page }) => {
    await openPanel(page);
    await panel(page).getByRole('button', { name: '+Add' }).click();
    await fileInput(page).setInputFiles(pdf(1024 * 1024));
    await throttleUploads(page, 32 * 1024);
    await uploadButton(page).click();
    await expect(uploadButton(page)).toContainText(/Uploading \d+%/);
    // The modal while uploading (progress bar, loading button) is accessible too.
    expect(await seriousA11yViolations(page)).toEqual([]);
    // Cancel stays put while the percentage grows (a moving target is hard to hit).
    const cancel = dialog(page).getByRole('button', { name: 'Cancel' });
    const before = await uploadButton(page).textContent();
    const at = (await cancel.boundingBox())?.x;
    await expect(uploadButton(page)).not.toHaveText(before ?? '');
    await expect(uploadButton(page)).toContainText(/Uploading \d+%/);
    expect((await cancel.boundingBox())?.x).toBe(at);
    const aborted = page.waitForEvent(
      'requestfailed',
      (request) => request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/knowledge'),
    );
    await cancel.click();
    await expect(dialog(page)).toHaveCount(0);
    // The upload was cut, so neither message can come from it.
    await aborted;
    await settled(page);
    await expect(page.getByText('File uploaded successfully!')).toHaveCount(0);
    await expect(page.getByText('Failed to upload file')).toHaveCount(0);
  });
});
