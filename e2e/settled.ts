import type { Page } from '@playwright/test';

// A check that nothing more happens needs a point by which it would have. Here: the page has painted a
// frame, run the tasks queued before it, and sent a request of its own to the server and back. What the
// console started before that (a render, a timer, a request) has happened, and Playwright has seen it.
export async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    await fetch('/favicon.svg', { cache: 'no-store' });
  });
}
