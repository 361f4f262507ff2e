import type { Page } from '@playwright/test';
import { expect, seriousA11yViolations, test } from './fixtures';
import { signInAs, USER_TOKEN } from './session';
import { settled } from './settled';

// AI Generate against the LLM stream mock (mocks/llm-stream.mjs), which streams a prompt built
// around the goal one word at a time. A `Prefer` header shapes its answer: delay=<ms> between
// pieces, code=<status>, fail-after=<n> pieces.
const AGENT = '6650a1f2c3d4e5f6bbbb0001';
const GOAL = 'Answer calls for BrightSmile Dental Group and book cleanings, check-ups and emergency visits.';
const ORIGINAL = /^You are Ava, the receptionist/;

const promptBox = (page: Page) => page.getByRole('region', { name: 'Global Prompt' });
const prompt = (page: Page) => promptBox(page).getByRole('textbox');
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Generate Global Prompt with AI' });
const stopButton = (page: Page) => promptBox(page).getByRole('button', { name: 'Stop' });

async function openEditor(page: Page, prefer?: string) {
  await signInAs(page, 'user', { tourSeen: 'true' });
  if (prefer) {
    await page.route('**/llm/chat/completions', (route) =>
      route.continue({ headers: { ...route.request().headers(), prefer } }),
    );
  }
  await page.goto(`/agent/prompt_editor?agentId=${AGENT}`);
  await expect(prompt(page)).toHaveValue(ORIGINAL);
}

async function generate(page: Page, goal = GOAL) {
  await promptBox(page).getByRole('button', { name: 'AI Generate' }).click();
  await expect(dialog(page)).toBeVisible();
  await dialog(page).getByRole('textbox', { name: "Enter your agent's goal" }).fill(goal);
  await dialog(page).getByRole('button', { name: 'Generate' }).click();
  await expect(dialog(page)).toHaveCount(0);
}

/**
 * Samples the prompt box's length inside the page every 25 ms (cheap and steady even on a busy
 * machine) until `read` is called after the stream ended.
 */
async function sampleLengths(page: Page): Promise<{ read: () => Promise<number[]> }> {
  await page.evaluate(() => {
    const timer = setInterval(() => {
      const area = document.querySelector('#agent-global-prompt');
      if (area instanceof HTMLTextAreaElement) {
        document.body.dataset['lengths'] = `${document.body.dataset['lengths'] ?? ''} ${area.value.length}`;
      }
    }, 25);
    setTimeout(() => clearInterval(timer), 60_000);
  });
  return {
    read: async () =>
      (await page.evaluate(() => document.body.dataset['lengths'] ?? '')).trim().split(' ').map(Number),
  };
}

test.describe('AI Generate', () => {
  test('asks for the goal in the modal of the spec', async ({ page }) => {
    await openEditor(page);
    await promptBox(page).getByRole('button', { name: 'AI Generate' }).click();
    await expect(dialog(page)).toBeVisible();
    const goal = dialog(page).getByRole('textbox', { name: "Enter your agent's goal" });
    expect(Number(await goal.getAttribute('rows'))).toBeGreaterThanOrEqual(7);
    await expect(goal).toHaveAttribute('placeholder', /appointment agent for a dental clinic/);
    // The laid-out width (a bounding box would be scaled while the dialog's opening animation runs).
    const width = await page.locator('[role="dialog"]').evaluate((node) => (node as HTMLElement).offsetWidth);
    expect(width).toBe(500);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await goal.fill('Something else');
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(prompt(page)).toHaveValue(ORIGINAL);
    await expect(prompt(page)).not.toBeEditable();
  });

  test('asks before replacing text not saved, and replaces it once agreed', async ({ page }) => {
    await openEditor(page);
    await promptBox(page).getByRole('button', { name: 'Edit Global Prompt' }).click();
    await prompt(page).fill('You are Ava. Half a thought');
    await generate(page);
    const question = page.getByRole('alertdialog', { name: 'Replace the unsaved prompt?' });
    await expect(question).toBeVisible();
    const sent = page.waitForRequest('**/llm/chat/completions');
    await question.getByRole('button', { name: 'Replace' }).click();
    await sent;
    await expect(question).toHaveCount(0);
    await expect(prompt(page)).not.toHaveValue('You are Ava. Half a thought');
    await expect(prompt(page)).not.toHaveValue(ORIGINAL);
  });

  test('streams the generated prompt into the box as it arrives, ready to save', async ({ page }) => {
    test.slow(); // a stream of about two seconds, a save and an axe scan
    await openEditor(page, 'delay=15');
    const sent = page.waitForRequest('**/llm/chat/completions');
    const samples = await sampleLengths(page);
    await generate(page);
    const request = await sent;
    await expect(stopButton(page)).toBeVisible();
    await expect(stopButton(page)).toHaveCount(0, { timeout: 30_000 });
    const final = await prompt(page).inputValue();

    // The text grew step by step, not all at once.
    const lengths = await samples.read();
    const partial = new Set(lengths.filter((length) => length > 0 && length < final.length));
    expect(partial.size).toBeGreaterThan(3);
    expect(final).toMatch(/^## Role\n/);
    expect(final).toContain(GOAL);
    expect(final).toContain('## Style');
    expect(final.endsWith('financial advice.')).toBe(true);

    // The request: the model, temperature, tokens and stream of the spec, one system message and
    // the goal; no provider key from the browser, only the user's own token for the proxy to check.
    expect(request.headers()['authorization']).toBe(`Bearer ${USER_TOKEN}`);
    const body = request.postDataJSON() as {
      model: string;
      temperature: number;
      max_tokens: number;
      stream: boolean;
      messages: { role: string; content: string }[];
    };
    expect(body).toMatchObject({ model: 'gpt-4o', temperature: 0.7, max_tokens: 1000, stream: true });
    expect(body.messages).toHaveLength(2);
    expect(body.messages[0]?.role).toBe('system');
    expect(body.messages[0]?.content).toContain('default opcode CUST');
    expect(body.messages[1]).toEqual({ role: 'user', content: GOAL });

    // The box is in edit mode: the user saves the generated prompt.
    await expect(prompt(page)).toBeEditable();
    const put = page.waitForRequest(
      (r) => r.method() === 'PUT' && new URL(r.url()).pathname === `/api/agents/${AGENT}`,
    );
    await promptBox(page).getByRole('button', { name: 'Save Global Prompt' }).click();
    expect(((await put).postDataJSON() as { global_prompt: string }).global_prompt).toBe(final);
    await expect(page.getByText('Agent updated successfully!')).toBeVisible();
    await expect(prompt(page)).not.toBeEditable();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The goal was stored: the modal opens with it.
    await promptBox(page).getByRole('button', { name: 'AI Generate' }).click();
    await expect(dialog(page).getByRole('textbox', { name: "Enter your agent's goal" })).toHaveValue(GOAL);
  });

  test('stops midway on Stop, keeping what arrived', async ({ page }) => {
    await openEditor(page, 'delay=150');
    await generate(page);
    await expect(prompt(page)).toHaveValue(/^## Role\nYou are/);
    const aborted = page.waitForEvent('requestfailed', (request) =>
      request.url().endsWith('/llm/chat/completions'),
    );
    await stopButton(page).click();
    await expect(stopButton(page)).toHaveCount(0);
    const kept = await prompt(page).inputValue();
    expect(kept.length).toBeGreaterThan(0);
    expect(kept).not.toContain('## Style');
    // The stream was cut, not just ignored; nothing that was still on its way lands after that.
    await aborted;
    await settled(page);
    await expect(prompt(page)).toHaveValue(kept);
    await expect(prompt(page)).toBeEditable();
    await expect(promptBox(page).getByRole('button', { name: 'AI Generate' })).toBeEnabled();
    await expect(page.getByText('Failed to generate narrative')).toHaveCount(0);
  });

  test('a failure at once says so and gives the old prompt back', async ({ page }) => {
    await openEditor(page, 'code=500');
    await generate(page);
    await expect(page.getByText('Failed to generate narrative')).toBeVisible();
    await expect(prompt(page)).toHaveValue(ORIGINAL);
    await expect(prompt(page)).not.toBeEditable();
  });

  test('a failure midway says so and keeps what arrived', async ({ page }) => {
    await openEditor(page, 'delay=20, fail-after=6');
    await generate(page);
    await expect(page.getByText('Failed to generate narrative')).toBeVisible();
    await expect(stopButton(page)).toHaveCount(0);
    const kept = await prompt(page).inputValue();
    expect(kept).toMatch(/^## Role\nYou are/);
    expect(kept).not.toContain('## Scheduling rules');
    await expect(prompt(page)).toBeEditable();
  });
});
