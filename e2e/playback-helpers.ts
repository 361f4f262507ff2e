import type { Page, Route } from '@playwright/test';

export const CALL_ID = '6650a1f2c3d4e5f611110001';
export const PLAYCALL = `/playcall?id=${CALL_ID}`;
export const SUMMARYCALL = `/summarycall?id=${CALL_ID}`;
const CALL_API = `**/api/calls/${CALL_ID}`;

type Json = Record<string, unknown>;

/** Serves the call read with the mock's own example, changed by `change` (e.g. no peaks). */
export async function serveCall(page: Page, change: (call: Json) => Json = (call) => call): Promise<void> {
  await page.route(CALL_API, async (route: Route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    const response = await route.fetch();
    const body = (await response.json()) as { data: Json };
    await route.fulfill({ response, json: { ...body, data: change(body.data) } });
  });
}

/** Answers the call read with an error status and the contract's error body. */
export async function failCall(page: Page, status: number, message: string): Promise<void> {
  await page.route(CALL_API, (route) => route.fulfill({ status, json: { message } }));
}

/** Holds the call read back until `release()` is called. */
export async function holdCall(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(CALL_API, async (route) => {
    await released;
    await route.fallback();
  });
  return release;
}
