import type { Page, Request } from '@playwright/test';
import { expect, seriousA11yViolations, test } from './fixtures';
import { signInAs } from './session';

// The prompt editor against the mock: the contract's example agent is Dental Receptionist (0001),
// on +14155550123 (ffff0001); +14155550124 (ffff0002) is the company's free number.
const AGENT = '6650a1f2c3d4e5f6bbbb0001';
const DID = (n: number) => `6650a1f2c3d4e5f6ffff000${n}`;
const EDITOR = `/agent/prompt_editor?agentId=${AGENT}`;
const SERVER_ERROR = 'Something went wrong on our side. Please try again.';
const WHOLE_AGENT_FIELDS = [
  'avatar',
  'description',
  'direction',
  'global_prompt',
  'greeting',
  'inboundNumber',
  'language',
  'name',
  'objectives',
  'policies',
  'products',
  'rules',
  'status',
  'voice',
  'voiceMail',
];

const box = (page: Page, name: string) => page.getByRole('region', { name });
const text = (page: Page, name: string) => box(page, name).getByRole('textbox');
const numberSelect = (page: Page) => page.getByRole('combobox', { name: 'Phone number' });

/** Requests of `method` to an /api path matching `path` from now on. */
function collect(page: Page, method: string, path: RegExp): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === method && path.test(new URL(request.url()).pathname)) seen.push(request);
  });
  return seen;
}

/** Sends the matching /api requests with `Prefer: code=500` (Prism answers the contract's 500). */
async function failWith500(page: Page, glob: string, method: string) {
  await page.route(glob, (route) =>
    route.request().method() === method
      ? route.continue({ headers: { ...route.request().headers(), prefer: 'code=500' } })
      : route.fallback(),
  );
}

async function openEditor(page: Page) {
  await signInAs(page, 'user', { tourSeen: 'true' });
  await page.goto(EDITOR);
  await expect(page.getByTestId('agent-name')).toHaveText('Dental Receptionist');
}

test.describe('the prompt editor', () => {
  test('opens an agent by link, showing the skeleton while it loads, then every box in view mode', async ({
    page,
  }) => {
    test.slow(); // two axe scans around a held request
    await signInAs(page, 'user', { tourSeen: 'true' });
    let release: (() => void) | undefined;
    const held = new Promise((resolve) => {
      release = () => resolve(true);
    });
    await page.route(`**/api/agents/${AGENT}/`, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(EDITOR);

    await expect(page.getByRole('heading', { level: 1, name: 'Prompt editor' })).toBeVisible();
    await expect(page.getByText('Loading the agent…')).toBeAttached();
    for (const label of [
      'Agent Profile',
      'Agent Description',
      'Voicemail Setup',
      'Global Prompt',
      'Enable your agent with capabilities',
      'Add knowledge base to provide context',
    ]) {
      await expect(page.getByText(label, { exact: true })).toBeVisible();
    }
    expect(await seriousA11yViolations(page)).toEqual([]);
    release?.();

    await expect(page.getByTestId('agent-name')).toHaveText('Dental Receptionist');
    await expect(page.getByText('Loading the agent…')).toHaveCount(0);
    await expect(text(page, 'Agent Description')).toHaveValue(/^Answers the main line of BrightSmile/);
    await expect(text(page, 'Voicemail Setup')).toHaveValue(/^Hi, this is Ava/);
    await expect(text(page, 'Global Prompt')).toHaveValue(/^You are Ava, the receptionist/);
    for (const name of ['Agent Description', 'Voicemail Setup', 'Global Prompt']) {
      await expect(text(page, name)).not.toBeEditable();
      await expect(box(page, name).getByRole('button', { name: `Edit ${name}` })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Call History' })).toHaveAttribute(
      'href',
      `/calls?agentId=${AGENT}`,
    );
    await expect(numberSelect(page)).toHaveValue(DID(1));
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Call History' }).click();
    await expect(page).toHaveURL(`/calls?agentId=${AGENT}`);
  });

  test('edits and saves each text box with the whole agent, back in view mode', async ({ page }) => {
    await openEditor(page);
    const puts = collect(page, 'PUT', new RegExp(`^/api/agents/${AGENT}$`));
    const edits = [
      ['Agent Description', 'Answers the main line and books visits.'],
      ['Voicemail Setup', 'Hi, this is Ava. Please call us back at (415) 555-0123.'],
      ['Global Prompt', 'You are Ava.\n\nBook cleanings on the quarter hour.'],
    ] as const;

    for (const [name, value] of edits) {
      await box(page, name)
        .getByRole('button', { name: `Edit ${name}` })
        .click();
      await expect(text(page, name)).toBeEditable();
      await expect(text(page, name)).toBeFocused();
      await text(page, name).fill(value);
      const saved = page.waitForResponse(
        (response) => response.request().method() === 'PUT' && response.url().endsWith(`/agents/${AGENT}`),
      );
      await box(page, name)
        .getByRole('button', { name: `Save ${name}` })
        .click();
      expect((await saved).status()).toBe(200);
      await expect(page.getByText('Agent updated successfully!').first()).toBeVisible();
      await expect(text(page, name)).not.toBeEditable();
      await expect(text(page, name)).toHaveValue(value);
      await expect(box(page, name).getByRole('button', { name: `Edit ${name}` })).toBeVisible();
    }

    expect(puts).toHaveLength(3);
    const bodies = puts.map((request) => request.postDataJSON() as Record<string, unknown>);
    for (const body of bodies) {
      expect(Object.keys(body).sort()).toEqual(WHOLE_AGENT_FIELDS);
      expect(body).toMatchObject({ name: 'Dental Receptionist', voice: '6650a1f2c3d4e5f655550001' });
    }
    // Each save carries its box, and the boxes saved before it.
    expect(bodies[0]).toMatchObject({ description: edits[0][1] });
    expect(bodies[1]).toMatchObject({ description: edits[0][1], voiceMail: edits[1][1] });
    expect(bodies[2]).toMatchObject({
      description: edits[0][1],
      voiceMail: edits[1][1],
      global_prompt: edits[2][1],
    });
  });

  test('a failed save shows the server message, returns to view mode and keeps the text', async ({
    page,
  }) => {
    await openEditor(page);
    await failWith500(page, `**/api/agents/${AGENT}`, 'PUT');
    const name = 'Voicemail Setup';
    await box(page, name)
      .getByRole('button', { name: `Edit ${name}` })
      .click();
    await text(page, name).fill('Typed but not stored');
    await box(page, name)
      .getByRole('button', { name: `Save ${name}` })
      .click();
    await expect(page.getByText(SERVER_ERROR)).toBeVisible();
    await expect(page.getByText('Agent updated successfully!')).toHaveCount(0);
    await expect(text(page, name)).not.toBeEditable();
    await expect(text(page, name)).toHaveValue('Typed but not stored');

    // Without a message from the server, the console's own.
    await page.unroute(`**/api/agents/${AGENT}`);
    await page.route(`**/api/agents/${AGENT}`, (route) =>
      route.request().method() === 'PUT' ? route.fulfill({ status: 502, body: '' }) : route.fallback(),
    );
    await box(page, 'Agent Description').getByRole('button', { name: 'Edit Agent Description' }).click();
    await box(page, 'Agent Description').getByRole('button', { name: 'Save Agent Description' }).click();
    await expect(page.getByText('Failed to update agent')).toBeVisible();
    await expect(text(page, 'Agent Description')).not.toBeEditable();
    await expect(text(page, name)).toHaveValue('Typed but not stored');
  });

  test('a failed fetch shows the server message (else its own) and can try again', async ({ page }) => {
    await signInAs(page, 'user', { tourSeen: 'true' });
    await failWith500(page, `**/api/agents/${AGENT}/`, 'GET');
    await page.goto(EDITOR);
    await expect(page.getByRole('alert').filter({ hasText: SERVER_ERROR })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.unroute(`**/api/agents/${AGENT}/`);
    await page.route(`**/api/agents/${AGENT}/`, (route) => route.fulfill({ status: 502, body: '' }));
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to fetch agent' })).toBeVisible();

    await page.unroute(`**/api/agents/${AGENT}/`);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('agent-name')).toHaveText('Dental Receptionist');
  });

  test('a failed assignment says so and leaves the number as it was', async ({ page }) => {
    await openEditor(page);
    await failWith500(page, '**/api/dids/agent/*', 'PUT');
    await numberSelect(page).selectOption({ label: '+14155550124' });
    await expect(page.getByText(SERVER_ERROR)).toBeVisible();
    await expect(numberSelect(page)).toHaveValue(DID(1));
  });
});
