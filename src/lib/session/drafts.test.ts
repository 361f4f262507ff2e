import { webcrypto } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearDraft, readDraft, writeDraft } from './drafts';
import { logout } from './logout';
import { authorize, resetSession } from './session-store';

const b64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const jwt = (payload: unknown) => `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url(payload)}.c2lnbmF0dXJl`;
const maya = jwt({ id: 'u1', email: 'maya@example.com' });
const daniel = jwt({ id: 'u2', email: 'daniel@example.com' });

const SCOPE = 'agent-texts:a1';
const ENTRY = `draft:u1:${SCOPE}`;
const TEXT = 'Always offer the first free Saturday slot';

// jsdom's crypto has no `subtle`: Node's Web Crypto stands in, so that these run the real AES-GCM.
beforeEach(() => {
  vi.stubGlobal('crypto', webcrypto);
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetSession();
  sessionStorage.clear();
});

const everythingStored = () =>
  [sessionStorage, localStorage]
    .flatMap((store) =>
      Array.from({ length: store.length }, (_, index) => {
        const key = store.key(index) ?? '';
        return `${key}=${store.getItem(key) ?? ''}`;
      }),
    )
    .join('\n');

describe('drafts of unsaved work', () => {
  it('outlive the end of a session (the 401 detour) for the same user', async () => {
    authorize(maya);
    writeDraft(SCOPE, { global_prompt: 'Half written' });
    resetSession();
    expect(await readDraft(SCOPE)).toBeUndefined();
    authorize(maya);
    expect(await readDraft(SCOPE)).toEqual({ global_prompt: 'Half written' });
    clearDraft(SCOPE);
    expect(await readDraft(SCOPE)).toBeUndefined();
  });

  it('are never shown to someone else signing in in the same tab', async () => {
    authorize(maya);
    writeDraft(SCOPE, { global_prompt: 'Half written' });
    authorize(daniel);
    expect(await readDraft(SCOPE)).toBeUndefined();
  });

  it('are forgotten on sign-out, with the key, even a write still being sealed', async () => {
    authorize(maya);
    writeDraft(SCOPE, { global_prompt: 'Half written' });
    expect(await readDraft(SCOPE)).toEqual({ global_prompt: 'Half written' });
    writeDraft(SCOPE, { global_prompt: 'Half written, and more' });
    logout();
    expect(sessionStorage.getItem('sessionKey')).toBeNull();
    expect(sessionStorage.getItem(ENTRY)).toBeNull();
    authorize(maya);
    expect(await readDraft(SCOPE)).toBeUndefined();
    expect(sessionStorage.getItem(ENTRY)).toBeNull();
  });

  it('take turns: the last write wins, and a read sees every write before it', async () => {
    authorize(maya);
    for (let n = 1; n <= 20; n += 1) writeDraft(SCOPE, { global_prompt: TEXT.slice(0, n) });
    expect(await readDraft(SCOPE)).toEqual({ global_prompt: TEXT.slice(0, 20) });
    writeDraft(SCOPE, { global_prompt: TEXT });
    clearDraft(SCOPE);
    expect(await readDraft(SCOPE)).toBeUndefined();
  });
});

describe('drafts in the browser storage', () => {
  it('hold no plain text: base64 IV and ciphertext under the 256-bit session key, a fresh IV each time', async () => {
    authorize(maya);
    writeDraft(SCOPE, { global_prompt: TEXT });
    await readDraft(SCOPE);
    const first = sessionStorage.getItem(ENTRY) ?? '';
    writeDraft(SCOPE, { global_prompt: TEXT });
    await readDraft(SCOPE);
    const second = sessionStorage.getItem(ENTRY) ?? '';

    expect(everythingStored()).not.toContain('Saturday');
    expect(everythingStored()).not.toContain('global_prompt');
    expect(sessionStorage.getItem('sessionKey')).toMatch(/^[0-9a-f]{64}$/);
    const [iv = '', data = ''] = first.split('.');
    expect(atob(iv)).toHaveLength(12);
    // The text, the 16-byte tag, nothing else.
    expect(atob(data)).toHaveLength(JSON.stringify({ global_prompt: TEXT }).length + 16);
    expect(second.split('.')[0]).not.toBe(iv);
    expect(second).not.toBe(first);
  });

  it('open again after a reload: a new instance of the modules reads the same sessionStorage', async () => {
    authorize(maya);
    writeDraft(SCOPE, { global_prompt: TEXT });
    await readDraft(SCOPE);
    const key = sessionStorage.getItem('sessionKey');

    vi.resetModules();
    const reloaded = await import('./drafts');
    expect(await reloaded.readDraft(SCOPE)).toEqual({ global_prompt: TEXT });
    expect(sessionStorage.getItem('sessionKey')).toBe(key);
  });

  it('read as no draft under another key, once tampered with, or moved to another entry', async () => {
    authorize(maya);
    writeDraft(SCOPE, { global_prompt: TEXT });
    await readDraft(SCOPE);
    const sealed = sessionStorage.getItem(ENTRY) ?? '';
    const key = sessionStorage.getItem('sessionKey') ?? '';

    sessionStorage.setItem('sessionKey', 'ab'.repeat(32));
    expect(await readDraft(SCOPE)).toBeUndefined();
    sessionStorage.setItem('sessionKey', key);
    expect(await readDraft(SCOPE)).toEqual({ global_prompt: TEXT });

    const [iv = '', data = ''] = sealed.split('.');
    const bytes = Uint8Array.from(atob(data), (char) => char.charCodeAt(0));
    bytes[0] = (bytes[0] ?? 0) ^ 1;
    sessionStorage.setItem(ENTRY, `${iv}.${btoa(String.fromCharCode(...bytes))}`);
    expect(await readDraft(SCOPE)).toBeUndefined();
    sessionStorage.setItem(ENTRY, 'not a draft');
    expect(await readDraft(SCOPE)).toBeUndefined();

    sessionStorage.setItem('draft:u1:agent-texts:a2', sealed);
    expect(await readDraft('agent-texts:a2')).toBeUndefined();
  });

  it('clearDrafts (the sign-out) removes the key and every draft, and leaves the rest', async () => {
    authorize(maya);
    writeDraft(SCOPE, { global_prompt: TEXT });
    writeDraft('agent-profile:a1', { greeting: 'Hi' });
    await Promise.all([readDraft(SCOPE), readDraft('agent-profile:a1')]);
    sessionStorage.setItem('unrelated', 'kept');
    logout();
    expect(Object.keys(sessionStorage)).toEqual(['unrelated']);
  });

  it('are not kept at all without Web Crypto, rather than kept in clear', async () => {
    vi.stubGlobal('crypto', { getRandomValues: webcrypto.getRandomValues.bind(webcrypto) });
    authorize(maya);
    writeDraft(SCOPE, { global_prompt: TEXT });
    expect(await readDraft(SCOPE)).toBeUndefined();
    expect(sessionStorage.getItem(ENTRY)).toBeNull();
  });
});
