import { expect, seriousA11yViolations, test } from './fixtures';
import { signInAs } from './session';
import { settled } from './settled';

test.describe('guided tour', () => {
  test('shows once to a new user, three steps with Next and Back', async ({ page }) => {
    await signInAs(page, 'user');
    await page.goto('/dashboard');
    const tour = page.getByRole('dialog');
    await expect(tour.getByRole('heading', { name: 'Set up your company and billing' })).toBeVisible();
    await expect(tour).toContainText('Step 1 of 3');
    const box = await page.getByTestId('tour').boundingBox();
    expect(box?.width).toBeLessThanOrEqual(353);

    await tour.getByRole('button', { name: 'Next' }).click();
    await expect(tour.getByRole('heading', { name: 'Get your agent ready' })).toBeVisible();
    await expect(tour.getByText('Video: getting your agent ready for your company')).toBeVisible();
    // Pointing at the Agent entry: the popover sits to the right of it.
    const agent = await page.getByRole('navigation').getByRole('link', { name: 'Agent' }).boundingBox();
    const step2 = await page.getByTestId('tour').boundingBox();
    expect(step2 && agent && step2.x >= agent.x + agent.width).toBe(true);
    await expect(tour.getByRole('button', { name: 'Next' })).toBeFocused();

    await tour.getByRole('button', { name: 'Back' }).click();
    await expect(tour.getByRole('heading', { name: 'Set up your company and billing' })).toBeVisible();
    await tour.getByRole('button', { name: 'Next' }).click();
    await tour.getByRole('button', { name: 'Next' }).click();
    await expect(tour.getByRole('heading', { name: 'Add your contacts' })).toBeVisible();
    await expect(tour).toContainText('Step 3 of 3');
    await tour.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('tourSeen'))).toBe('true');

    await page.reload();
    await expect(page.getByTestId('greeting')).toBeVisible();
    // The tour starts in an effect of the shell's first render: by now it would be open.
    await settled(page);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('plays the agent video from the file host, with captions and from the keyboard', async ({ page }) => {
    const loaded = page.waitForResponse((response) => response.url().includes('/samples/tour/agent.webm'));
    await signInAs(page, 'user');
    await page.goto('/dashboard');
    const tour = page.getByRole('dialog');
    await tour.getByRole('button', { name: 'Next' }).click();
    const video = tour.locator('video');
    await expect(video).toHaveAccessibleName('Video: getting your agent ready for your company');
    expect((await loaded).status()).toBeLessThan(300);
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState))
      .toBeGreaterThanOrEqual(1);
    expect(await video.evaluate((element: HTMLVideoElement) => Math.round(element.duration))).toBe(4);
    await expect
      .poll(() =>
        video.evaluate((element: HTMLVideoElement) => {
          const track = element.textTracks[0];
          return track ? `${track.kind} ${track.language} ${track.cues?.length ?? 0}` : '';
        }),
      )
      .toBe('captions en 3');
    await expect(tour.getByRole('alert')).toHaveCount(0);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Focused with the keyboard, Space plays it through the native controls.
    await video.focus();
    await expect(video).toBeFocused();
    await page.keyboard.press('Space');
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
      .toBeGreaterThan(0.5);
    expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false);
  });

  test('says so when the video cannot be loaded, and the tour goes on', async ({ page }) => {
    await page.route('**/samples/tour/agent.webm', (route) => route.fulfill({ status: 404, body: '' }));
    await signInAs(page, 'user');
    await page.goto('/dashboard');
    const tour = page.getByRole('dialog');
    await tour.getByRole('button', { name: 'Next' }).click();
    await expect(tour.getByRole('alert')).toHaveText(
      'The video could not be loaded. You can go on with the tour without it.',
    );
    await tour.getByRole('button', { name: 'Next' }).click();
    await expect(tour.getByRole('heading', { name: 'Add your contacts' })).toBeVisible();
  });

  test('Skip ends it for good; Help Center opens it again', async ({ page }) => {
    await signInAs(page, 'superAdmin');
    await page.goto('/dashboard');
    const tour = page.getByRole('dialog');
    await tour.getByRole('button', { name: 'Skip' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('tourSeen'))).toBe('true');

    await page.getByRole('button', { name: 'Help Center' }).click();
    await page.getByRole('menuitem', { name: 'Take the tour' }).click();
    await expect(tour.getByRole('heading', { name: 'Set up your company and billing' })).toBeVisible();
    await expect(tour.getByRole('button', { name: 'Next' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('on a phone it opens again from the menu', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await signInAs(page, 'user', { tourSeen: 'true' });
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Open the menu' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Take the tour' }).click();
    const tour = page.getByRole('dialog');
    await expect(tour.getByRole('heading', { name: 'Set up your company and billing' })).toBeVisible();
    await tour.getByRole('button', { name: 'Next' }).click();
    await expect(tour.getByRole('heading', { name: 'Get your agent ready' })).toBeVisible();
    const box = await page.getByTestId('tour').boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  });
});
