import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInAs } from './session';
import { settled } from './settled';

// Issue 39, item 5: the unsaved drafts kept in the browser's storage are sealed with the session
// encryption key (spec §3 and §9, AES-GCM), so that a prompt being written never lies there in clear.
const AGENT = '6650a1f2c3d4e5f6bbbb0001';
const EDITOR = `/agent/prompt_editor?agentId=${AGENT}`;
const BOX = 'Global Prompt';
const TYPED = 'You are Ava. Quokka-7319: always offer the first free Saturday slot.';
const MARK = 'Quokka-7319';

interface Stored {
  session: Record<string, string>;
  local: Record<string, string>;
}

const stored = (page: Page): Promise<Stored> =>
  page.evaluate(() => {
    const all = (store: Storage) =>
      Object.fromEntries(
        Array.from({ length: store.length }, (_, index) => store.key(index) ?? '').map((key) => [
          key,
          store.getItem(key) ?? '',
        ]),
      );
    return { session: all(sessionStorage), local: all(localStorage) };
  });

const draftEntries = (items: Stored) => Object.keys(items.session).filter((key) => key.startsWith('draft:'));

/** What the kept draft of the agent's texts opens to with the page's own key: the proof it is the text. */
const openedDraft = (page: Page): Promise<unknown> =>
  page.evaluate(async (scope) => {
    const name = Object.keys(sessionStorage).find((key) => key.startsWith('draft:') && key.endsWith(scope));
    const hex = sessionStorage.getItem('sessionKey');
    const sealed = name ? sessionStorage.getItem(name) : null;
    if (!name || !hex || !sealed) return null;
    const bytes = (base64: string) => Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const raw = Uint8Array.from(hex.match(/../g) ?? [], (pair) => parseInt(pair, 16));
    const key = await crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['decrypt']);
    const [iv = '', data = ''] = sealed.split('.');
    const params = { name: 'AES-GCM', iv: bytes(iv), additionalData: new TextEncoder().encode(name) };
    const plain = await crypto.subtle.decrypt(params, key, bytes(data));
    return JSON.parse(new TextDecoder().decode(plain)) as unknown;
  }, `:agent-texts:${AGENT}`);

test('a draft is kept sealed: never in clear, back after a reload, gone with the key on sign-out', async ({
  page,
}) => {
  await signInAs(page, 'user', { tourSeen: 'true' });
  await page.goto(EDITOR);
  await expect(page.getByTestId('agent-name')).toHaveText('Dental Receptionist');
  const box = page.getByRole('region', { name: BOX });
  const text = box.getByRole('textbox');
  await box.getByRole('button', { name: `Edit ${BOX}` }).click();
  await text.fill(TYPED);

  await expect.poll(() => openedDraft(page)).toEqual({ global_prompt: TYPED });
  const items = await stored(page);
  expect(draftEntries(items)).toHaveLength(1);
  expect(items.session['sessionKey']).toMatch(/^[0-9a-f]{64}$/);
  const sealed = items.session[draftEntries(items)[0] ?? ''] ?? '';
  expect(sealed).toMatch(/^[A-Za-z0-9+/]+=*\.[A-Za-z0-9+/]+=*$/);
  for (const [where, values] of [
    ['sessionStorage', items.session],
    ['localStorage', items.local],
  ] as const) {
    for (const [key, value] of Object.entries(values)) {
      expect(value, `${where} ${key}`).not.toContain(MARK);
      expect(value, `${where} ${key}`).not.toContain('Saturday');
    }
  }

  // A reload keeps the tab's session, the key with it: the text comes back. The browser may ask first.
  page.on('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await expect(page.getByText('Your unsaved changes to this agent were restored.')).toBeVisible();
  await expect(text).toHaveValue(TYPED);
  await expect(text).toBeEditable();
  expect((await stored(page)).session['sessionKey']).toBe(items.session['sessionKey']);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await settled(page);
  const after = await stored(page);
  expect(draftEntries(after)).toEqual([]);
  expect(after.session['sessionKey']).toBeUndefined();
  expect(JSON.stringify(after)).not.toContain(MARK);
});
