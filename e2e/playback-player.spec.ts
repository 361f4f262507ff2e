import { expect, seriousA11yViolations, test } from './fixtures';
import { PLAYCALL, serveCall } from './playback-helpers';
import { settled } from './settled';

// The playback page of a shared link, opened without a session: the sample recording of the
// file host mock (mocks/recordings) plays and pauses, the transcript reads as chat bubbles.

const positionOf = async (slider: import('@playwright/test').Locator) =>
  Number(await slider.getAttribute('aria-valuenow'));

test('plays and pauses the sample recording drawn from the call peaks, without a session', async ({
  page,
}) => {
  const recording = page.waitForResponse((response) => response.url().includes('/files/recordings/'));
  await page.goto(PLAYCALL);
  await expect(page).toHaveURL(PLAYCALL);
  await expect(page.getByRole('heading', { level: 1, name: 'Call playback' })).toBeVisible();
  const player = page.getByRole('group', { name: 'Call recording' });
  const slider = player.getByRole('slider', { name: 'Position in the recording' });
  await expect(slider).toHaveAttribute('data-status', 'ready');
  await expect(slider).toHaveAttribute('data-drawn', 'true');
  expect((await recording).status()).toBeLessThan(300);
  const box = await slider.boundingBox();
  expect(box?.height).toBe(32);
  await expect(player.getByText('0:00 / 0:52')).toBeVisible();

  const play = player.getByRole('button', { name: 'Play', exact: true });
  await expect(play).toHaveAttribute('aria-pressed', 'false');
  await play.click();
  await expect(play).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => positionOf(slider), { timeout: 10_000 }).toBeGreaterThanOrEqual(1);

  await play.click();
  await expect(play).toHaveAttribute('aria-pressed', 'false');
  // aria-pressed follows the recording's own pause event: it no longer plays, and a last position
  // update still queued would have landed by the next frame.
  const stoppedAt = await positionOf(slider);
  await settled(page);
  expect(await positionOf(slider)).toBe(stoppedAt);
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('shows the transcript as bubbles: the Customer on the right, the agent on the left', async ({
  page,
}) => {
  await page.goto(PLAYCALL);
  const transcript = page.getByRole('list', { name: 'Transcript' });
  const lines = transcript.getByRole('listitem');
  // 14 turns, one of them `assistant: null`, which has nothing left to show.
  await expect(lines).toHaveCount(13);
  const agent = lines.nth(0);
  const customer = lines.nth(1);
  await expect(agent).toContainText('AI Voice Agent');
  await expect(agent).toContainText('Hello, thank you for calling BrightSmile Dental, this is Ava.');
  await expect(customer).toContainText('Customer');
  await expect(customer).toContainText("Hi, I'd like to book a cleaning.");
  // Prefixes, quotes and null are gone; a tool result reads as the agent.
  await expect(transcript).not.toContainText('assistant:');
  await expect(transcript).not.toContainText('"');
  await expect(lines.nth(4)).toContainText('{patient: Jordan Lee, lastVisit: 2026-05-12');

  const list = await transcript.boundingBox();
  const left = await agent.boundingBox();
  const right = await customer.boundingBox();
  if (!list || !left || !right) throw new Error('no layout');
  expect(Math.abs(left.x - list.x)).toBeLessThan(2);
  expect(Math.abs(right.x + right.width - (list.x + list.width))).toBeLessThan(2);
  expect(right.x).toBeGreaterThan(left.x);
});

test('shows each line at its real offset and plays from there on click', async ({ page }) => {
  await page.goto(PLAYCALL);
  const lines = page.getByRole('list', { name: 'Transcript' }).getByRole('listitem');
  await expect(lines.nth(0)).toContainText('0:00');
  await expect(lines.nth(1)).toContainText('0:06');
  await expect(page.getByText(/12:0[34] PM/)).toHaveCount(0);
  const slider = page.getByRole('slider', { name: 'Position in the recording' });
  await expect(slider).toHaveAttribute('data-status', 'ready');
  await page.getByRole('button', { name: 'Play from 0:30 (Customer)' }).click();
  await expect(page.getByRole('button', { name: 'Play', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect.poll(() => positionOf(slider)).toBeGreaterThanOrEqual(30);
  await expect(lines.nth(8)).toHaveAttribute('data-active', 'true');
});

test('shows no time at all when the call has no per-turn timing', async ({ page }) => {
  await serveCall(page, ({ turns: _turns, ...call }) => call);
  await page.goto(PLAYCALL);
  const lines = page.getByRole('list', { name: 'Transcript' }).getByRole('listitem');
  await expect(lines).toHaveCount(13);
  await expect(page.getByRole('button', { name: /^Play from/ })).toHaveCount(0);
  await expect(lines.nth(0)).not.toContainText(/\d:\d\d/);
});

test('plays with the keyboard: space plays and pauses, arrows seek', async ({ page }) => {
  await page.goto(PLAYCALL);
  const slider = page.getByRole('slider', { name: 'Position in the recording' });
  const play = page.getByRole('button', { name: 'Play', exact: true });
  await expect(slider).toHaveAttribute('data-status', 'ready');
  await slider.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(slider).toHaveAttribute('aria-valuenow', '10');
  await page.keyboard.press('ArrowLeft');
  await expect(slider).toHaveAttribute('aria-valuenow', '5');
  await page.keyboard.press('Space');
  await expect(play).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Space');
  await expect(play).toHaveAttribute('aria-pressed', 'false');
  // Space on the focused button toggles once (the button's own click), not twice.
  await play.focus();
  await page.keyboard.press('Space');
  await expect(play).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Space');
  await expect(play).toHaveAttribute('aria-pressed', 'false');
});

test('decodes the recording itself when the call has no peaks', async ({ page }) => {
  await serveCall(page, (call) => ({ ...call, peaks: null, recordingDuration: null }));
  await page.goto(PLAYCALL);
  const slider = page.getByRole('slider', { name: 'Position in the recording' });
  await expect(slider).toHaveAttribute('data-drawn', 'true');
  await expect(slider).toHaveAttribute('data-status', 'ready');
  await expect(slider).toHaveAttribute('aria-valuemax', '52');
  const play = page.getByRole('button', { name: 'Play', exact: true });
  await play.click();
  await expect(play).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => positionOf(slider), { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
});

test('draws the waveform 590 by 32 px on a wide screen', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(PLAYCALL);
  const player = page.getByRole('group', { name: 'Call recording' });
  const slider = player.getByRole('slider', { name: 'Position in the recording' });
  await expect(slider).toHaveAttribute('data-drawn', 'true');
  const box = await slider.boundingBox();
  expect(box && { width: Math.round(box.width), height: Math.round(box.height) }).toEqual({
    width: 590,
    height: 32,
  });
  // The drawing itself fills the box, not only the element around it.
  const canvas = await slider.evaluate((element) => {
    const hosts = [element, ...element.querySelectorAll('*')];
    const drawn = hosts.map((host) => host.shadowRoot?.querySelector('canvas')).find(Boolean);
    return drawn ? Math.round(drawn.getBoundingClientRect().width) : 0;
  });
  expect(canvas).toBeGreaterThanOrEqual(580);
});

test('fits the player and the bubbles on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(PLAYCALL);
  const slider = page.getByRole('slider', { name: 'Position in the recording' });
  await expect(slider).toHaveAttribute('data-drawn', 'true');
  const box = await slider.boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(390);
  expect(box?.height).toBe(32);
  const group = await page.getByRole('group', { name: 'Call recording' }).boundingBox();
  expect(group && group.x + group.width).toBeLessThanOrEqual(390);
  await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expect(page.getByRole('list', { name: 'Transcript' }).getByRole('listitem')).toHaveCount(13);
});
