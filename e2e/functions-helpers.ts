import type { Locator, Page, Request } from '@playwright/test';
import { expect } from './fixtures';
import { signInAs } from './session';

// The Functions card of the prompt editor against the mock: the contract's example list holds six
// functions of Dental Receptionist (0001): end_call (dddd0001), check_availability (0002),
// book_appointment (0003), transfer_to_front_desk (0004), lookup_patient_balance (0005) and
// send_intake_form (0006).
export const AGENT = '6650a1f2c3d4e5f6bbbb0001';
export const FUNCTION_ID = (n: number) => `6650a1f2c3d4e5f6dddd000${n}`;
export const EDITOR = `/agent/prompt_editor?agentId=${AGENT}`;
export const SERVER_ERROR = 'Something went wrong on our side. Please try again.';
export const LIST_PATH = `/api/function/agent/${AGENT}`;

export const card = (page: Page) => page.getByRole('region', { name: 'Function', exact: true });
export const items = (page: Page) => card(page).getByRole('listitem');

export async function openCard(page: Page) {
  await signInAs(page, 'user', { tourSeen: 'true' });
  await page.goto(EDITOR);
  await expect(items(page)).toHaveCount(6);
}

/** The form dialog, after Add function (add mode). */
export async function openAddDialog(page: Page): Promise<Locator> {
  await card(page).getByRole('button', { name: 'Add function' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add function' });
  await expect(dialog.getByLabel('Function name')).toBeVisible();
  return dialog;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A labelled field of the dialog (the first, when rows repeat the label). A required field's
 * label ends with a `*` hidden from screen readers, which Playwright's label text still holds.
 */
export const field = (scope: Locator, label: string) =>
  scope.getByLabel(new RegExp(`^${escaped(label)}\\*?$`)).first();

export const save = (dialog: Locator) => dialog.getByRole('button', { name: 'Save' }).click();

/** The next request of `method` to exactly this /api path. */
export function nextRequest(page: Page, method: string, path: string): Promise<Request> {
  return page.waitForRequest(
    (request) => request.method() === method && new URL(request.url()).pathname === path,
  );
}

/** Sends the matching requests of `method` with `Prefer: code=500` (Prism answers the contract's 500). */
export async function failWith500(page: Page, glob: string, method: string) {
  await page.route(glob, (route) =>
    route.request().method() === method
      ? route.continue({ headers: { ...route.request().headers(), prefer: 'code=500' } })
      : route.fallback(),
  );
}

/** Answers the matching requests of `method` with a 500 without a body (no server message). */
export async function failWithoutMessage(page: Page, glob: string, method: string) {
  await page.route(glob, (route) =>
    route.request().method() === method ? route.fulfill({ status: 500, body: '' }) : route.fallback(),
  );
}
