import type { Page, Request } from '@playwright/test';
import { expect, seriousA11yViolations, test } from './fixtures';
import { signInAs } from './session';

// The Test LLM panel against the contract's examples: the user Maya (id ...01234567), the agent
// 0001, the session ...cece0001 with its greeting and the agent's reply.
const AGENT = '6650a1f2c3d4e5f6bbbb0001';
const USER_ID = '6650a1f2c3d4e5f601234567';
const SESSION = '6650a1f2c3d4e5f6cece0001';
const GREETING = 'Thank you for calling BrightSmile Dental Group, this is Ava. How can I help you today?';
const REPLY =
  'Let me check. I have Tuesday, November 24 at 9:30 AM or at 10:15 AM. Which one works better for you?';
const APOLOGY = 'Sorry, I encountered an error processing your request';
// The prompt editor, which composes the panel.
const PAGE = `/agent/prompt_editor?agentId=${AGENT}`;

const panel = (page: Page) => page.getByTestId('test-llm-panel');
const conversation = (page: Page) => panel(page).getByRole('region', { name: 'Conversation' });
const bubbles = (page: Page) => conversation(page).getByRole('listitem');
const input = (page: Page) => panel(page).getByRole('textbox', { name: 'Message' });

/** The chatbot requests the page sends from now on. */
function chatRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/chatbot/')) seen.push(request);
  });
  return seen;
}
const calls = (requests: Request[], path: string) =>
  requests.filter((request) => new URL(request.url()).pathname === `/api/chatbot/${path}`);

async function startChat(page: Page) {
  await signInAs(page, 'user', { tourSeen: 'true' });
  await page.goto(PAGE);
  await expect(panel(page).getByRole('heading', { name: 'Test LLM' })).toBeVisible();
  await panel(page).getByRole('button', { name: 'Test', exact: true }).click();
  await expect(bubbles(page).first()).toContainText(GREETING);
}

test('Test starts a session for the user and the agent, with the greeting', async ({ page }) => {
  const requests = chatRequests(page);
  await startChat(page);
  const [init] = calls(requests, 'init');
  expect(init?.method()).toBe('POST');
  expect(init?.postDataJSON()).toEqual({ userId: USER_ID, agentId: AGENT });
  await expect(bubbles(page)).toHaveCount(1);
  await expect(bubbles(page).first()).toHaveAttribute('data-role', 'agent');
  await expect(bubbles(page).first().locator('time')).toHaveText(/^\d{1,2}:\d{2}\s[AP]M$/);
  await expect(input(page)).toBeEnabled();
  await expect(input(page)).toBeFocused();
  await expect(panel(page).getByRole('button', { name: 'End Test' })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('Enter sends, Shift+Enter breaks the line, blank text is not sent', async ({ page }) => {
  const requests = chatRequests(page);
  await startChat(page);
  const box = input(page);
  // One row of typed text (the placeholder may wrap in a narrow panel).
  await box.fill('Hi');
  const oneRow = (await box.boundingBox())?.height ?? 0;

  // Blank text goes nowhere.
  await box.fill('   ');
  await box.press('Enter');
  await expect(panel(page).getByRole('button', { name: 'Send' })).toBeDisabled();

  // Shift+Enter adds lines; the box grows to three rows, no more.
  await box.fill('');
  await box.pressSequentially('Hi, a cleaning');
  await box.press('Shift+Enter');
  await box.pressSequentially('next Tuesday?');
  await expect(box).toHaveValue('Hi, a cleaning\nnext Tuesday?');
  const twoRows = (await box.boundingBox())?.height ?? 0;
  expect(twoRows).toBeGreaterThan(oneRow);
  await box.press('Shift+Enter');
  await box.press('Shift+Enter');
  await box.press('Shift+Enter');
  await box.pressSequentially('morning');
  const capped = (await box.boundingBox())?.height ?? 0;
  expect(capped).toBeGreaterThan(twoRows);
  expect(capped).toBeLessThan(oneRow * 3 + 1);
  expect(calls(requests, 'message')).toHaveLength(0);

  // Slow the reply down to see the box disabled while waiting.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/chatbot/message', async (route) => {
    await held;
    await route.continue();
  });
  await box.press('Enter');
  await expect(box).toBeDisabled();
  await expect(box).toHaveValue('');
  await expect(bubbles(page)).toHaveCount(2);
  await expect(bubbles(page).nth(1)).toHaveAttribute('data-role', 'user');
  await expect(bubbles(page).nth(1)).toContainText('Hi, a cleaning\nnext Tuesday?\n\n\nmorning');
  await expect(panel(page).getByText('The agent is replying…')).toBeVisible();
  release();

  await expect(bubbles(page)).toHaveCount(3);
  await expect(bubbles(page).nth(2)).toHaveAttribute('data-role', 'agent');
  await expect(bubbles(page).nth(2)).toContainText(REPLY);
  await expect(box).toBeEnabled();
  await expect(box).toBeFocused();
  await expect(page.getByTestId('chat-live')).toHaveText(`Agent: ${REPLY}`);
  const [message] = calls(requests, 'message');
  expect(message?.postDataJSON()).toEqual({
    sessionId: SESSION,
    message: 'Hi, a cleaning\nnext Tuesday?\n\n\nmorning',
  });
  expect(calls(requests, 'message')).toHaveLength(1);
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('the message area stays within 300 px, scrolled to the newest message', async ({ page }) => {
  await startChat(page);
  for (let index = 1; index <= 4; index += 1) {
    await input(page).fill(`Question number ${index}`);
    await input(page).press('Enter');
    await expect(bubbles(page)).toHaveCount(1 + index * 2);
  }
  const area = conversation(page);
  expect((await area.boundingBox())?.height).toBeLessThanOrEqual(300);
  const { scrollTop, scrollHeight, clientHeight } = await area.evaluate((node) => ({
    scrollTop: node.scrollTop,
    scrollHeight: node.scrollHeight,
    clientHeight: node.clientHeight,
  }));
  expect(scrollHeight).toBeGreaterThan(clientHeight);
  expect(scrollTop + clientHeight).toBeGreaterThanOrEqual(scrollHeight - 2);
  await expect(bubbles(page).last()).toBeInViewport();
});

test('a failed message shows the apology as an agent bubble', async ({ page }) => {
  await startChat(page);
  await page.route('**/api/chatbot/message', (route) =>
    route.continue({ headers: { ...route.request().headers(), prefer: 'code=500' } }),
  );
  await input(page).fill('Do you take Delta Dental?');
  await input(page).press('Enter');
  await expect(bubbles(page)).toHaveCount(3);
  const failed = bubbles(page).nth(2);
  await expect(failed).toHaveAttribute('data-role', 'agent');
  await expect(failed).toContainText(APOLOGY);
  await expect(page.getByTestId('chat-live')).toHaveText(`Agent: ${APOLOGY}`);
  await expect(input(page)).toBeEnabled();
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('End Test ends the session and clears the messages', async ({ page }) => {
  const requests = chatRequests(page);
  await startChat(page);
  await input(page).fill('Hello');
  await input(page).press('Enter');
  await expect(bubbles(page)).toHaveCount(3);
  await panel(page).getByRole('button', { name: 'End Test' }).click();
  await expect(conversation(page)).toHaveCount(0);
  await expect(panel(page).getByRole('button', { name: 'Test', exact: true })).toBeFocused();
  await expect.poll(() => calls(requests, 'end').length).toBe(1);
  expect(calls(requests, 'end')[0]?.postDataJSON()).toEqual({ sessionId: SESSION });

  // A new test starts a new session with nothing of the old one.
  await panel(page).getByRole('button', { name: 'Test', exact: true }).click();
  await expect(bubbles(page)).toHaveCount(1);
  expect(calls(requests, 'init')).toHaveLength(2);
});

test('leaving the page ends the session', async ({ page }) => {
  const requests = chatRequests(page);
  await startChat(page);
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect.poll(() => calls(requests, 'end').length).toBe(1);
  expect(calls(requests, 'end')[0]?.postDataJSON()).toEqual({ sessionId: SESSION });
});
