import type { Page } from '@playwright/test';

/**
 * Keeps the text of every body the page sends with XMLHttpRequest (the upload transport), since
 * Chromium does not hand a Blob body to the request events.
 */
export async function recordSentBodies(page: Page) {
  await page.addInitScript(() => {
    const bodies: Promise<string>[] = [];
    Object.assign(window, { sentBodies: bodies });
    const { send } = Object.getOwnPropertyDescriptors(XMLHttpRequest.prototype);
    const original = send.value as XMLHttpRequest['send'];
    XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, body) {
      if (body instanceof Blob) bodies.push(body.text());
      original.call(this, body);
    };
  });
  return () =>
    page.evaluate(() => Promise.all((window as unknown as { sentBodies: Promise<string>[] }).sentBodies));
}

/** The names of the multipart parts, in order. */
export const partNames = (body: string) => [...body.matchAll(/; name="([^"]+)"/g)].map((match) => match[1]);
