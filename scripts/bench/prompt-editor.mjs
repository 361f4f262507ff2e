const AGENT = '6650a1f2c3d4e5f6bbbb0001';

const now = (page) => page.evaluate(() => performance.now());

export async function bench({ page }) {
  const figures = {};
  // Shown: the Global Prompt card and the functions card's Add function button, both drawn.
  await page.addInitScript(() => {
    window.__editorShown = () =>
      [...document.querySelectorAll('h2, h3')].some((h) => h.textContent?.trim() === 'Global Prompt') &&
      [...document.querySelectorAll('button')].some((b) => b.textContent?.trim() === 'Add function');
  });
  // Each figure starts with nothing cached, as on a first visit.
  const cdp = await page.context().newCDPSession(page);
  const coldCache = () => cdp.send('Network.clearBrowserCache');

  // In the console: from the agents list, the agent's name clicked without a hover first (as from
  // the keyboard), so nothing of the editor is loaded or fetched before the click.
  await coldCache();
  await page.goto('/agent');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  figures['editor: navigation to Global Prompt shown (ms)'] = await page.evaluate(
    (agent) =>
      new Promise((resolve, reject) => {
        const link = document.querySelector(`main a[href*="agentId=${agent}"]`);
        if (!link) return reject(new Error('no link to the agent on the agents list'));
        const observer = new MutationObserver(() => {
          if (!window.__editorShown()) return;
          observer.disconnect();
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - t0)));
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
        const t0 = performance.now();
        link.click();
      }),
    AGENT,
  );

  await coldCache();
  await page.goto(`/agent/prompt_editor?agentId=${AGENT}`);
  await page.waitForFunction(() => window.__editorShown());
  figures['editor: page load to Global Prompt shown (ms)'] = await now(page);

  await page.waitForLoadState('networkidle');
  let start = await now(page);
  await page.getByRole('button', { name: 'Add function' }).click();
  await page.getByRole('dialog').getByLabel('Name').waitFor();
  figures['editor: Add function to form shown (ms)'] = (await now(page)) - start;
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });

  start = await now(page);
  await page.getByRole('button', { name: '+Add' }).click();
  await page.getByRole('dialog').getByText('Click or drag file to this area to upload').waitFor();
  figures['editor: +Add to upload form shown (ms)'] = (await now(page)) - start;
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });

  // Typing in a box: the renderer's main-thread time per key, from Chromium's own task counter.
  const typed = ' Open weekdays from eight to six, Saturdays until noon.';
  const description = page.getByRole('region', { name: 'Agent Description' });
  await description.getByRole('button', { name: 'Edit Agent Description' }).click();
  const area = description.getByRole('textbox');
  await area.focus();
  await cdp.send('Performance.enable');
  const taskSeconds = async () =>
    (await cdp.send('Performance.getMetrics')).metrics.find((metric) => metric.name === 'TaskDuration').value;
  const before = await taskSeconds();
  await page.keyboard.type(typed);
  await page.waitForFunction((text) => document.activeElement?.value?.includes(text), typed);
  figures['editor: main thread per key typed in a box (ms)'] =
    (((await taskSeconds()) - before) * 1000) / typed.length;

  // AI Generate: the main-thread time per word the LLM mock streams into the Global Prompt.
  const box = page.getByRole('region', { name: 'Global Prompt' });
  await box.getByRole('button', { name: 'AI Generate' }).click();
  const modal = page.getByRole('dialog', { name: 'Generate Global Prompt with AI' });
  await modal.getByRole('textbox', { name: "Enter your agent's goal" }).fill('Book dental appointments');
  const streamed = await taskSeconds();
  await modal.getByRole('button', { name: 'Generate' }).click();
  await box.getByRole('button', { name: 'Stop' }).waitFor();
  await box.getByRole('button', { name: 'Stop' }).waitFor({ state: 'detached' });
  const words = (await box.locator('#agent-global-prompt').inputValue()).split(/\s+/).filter(Boolean).length;
  figures['editor: main thread per word AI Generate streams (ms)'] =
    (((await taskSeconds()) - streamed) * 1000) / words;
  return figures;
}
