const AGENT = '6650a1f2c3d4e5f6bbbb0001';

const now = (page) => page.evaluate(() => performance.now());

export async function bench({ page }) {
  const figures = {};
  await page.goto(`/agent/prompt_editor?agentId=${AGENT}`);
  await page.getByRole('heading', { name: 'Global Prompt' }).waitFor();
  await page.getByRole('button', { name: 'Add function' }).waitFor();
  figures['editor: navigation to Global Prompt shown (ms)'] = await now(page);

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
  return figures;
}
