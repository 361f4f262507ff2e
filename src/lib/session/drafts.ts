import { getUser } from './session-store';
import { forgetSessionKey, readSessionKey, sessionKey } from './session-key';

// sessionStorage: a draft outlives a reload and the 401 → sign-in → back detour; another user never sees it.
// Each is sealed with AES-GCM under the session key (session-key.ts), so that a prompt being written
// never lies in the browser's storage as plain text: stored as base64 `iv.ciphertext`, with a fresh
// 12-byte IV per write and the entry's own name as additional data (a draft moved to another user's
// or agent's entry does not open). Without Web Crypto (a page served over plain http) nothing is kept.
const prefix = 'draft:';

function store(): Storage | null {
  try {
    return globalThis.sessionStorage;
  } catch {
    return null;
  }
}

const keyOf = (scope: string): string | null => {
  const { id } = getUser();
  return id ? `${prefix}${id}:${scope}` : null;
};

const encoder = new TextEncoder();

const toBase64 = (bytes: Uint8Array): string => {
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text);
};

const fromBase64 = (text: string): Uint8Array<ArrayBuffer> =>
  Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

let imported: { hex: string; key: Promise<CryptoKey> } | null = null;

function cryptoKey(hex: string): Promise<CryptoKey> {
  if (imported?.hex !== hex) {
    const bytes = Uint8Array.from(hex.match(/../g) ?? [], (pair) => parseInt(pair, 16));
    const key = crypto.subtle.importKey('raw', bytes, 'AES-GCM', false, ['encrypt', 'decrypt']);
    imported = { hex, key };
  }
  return imported.key;
}

async function seal(hex: string, name: string, text: string): Promise<string | null> {
  try {
    const iv = crypto.getRandomValues(new Uint8Array(12));
    const params = { name: 'AES-GCM', iv, additionalData: encoder.encode(name) };
    const sealed = await crypto.subtle.encrypt(params, await cryptoKey(hex), encoder.encode(text));
    return `${toBase64(iv)}.${toBase64(new Uint8Array(sealed))}`;
  } catch {
    return null;
  }
}

// Anything that does not open (another key, a changed byte, an old plain draft) is no draft.
async function open(hex: string, name: string, stored: string): Promise<unknown> {
  try {
    const [iv, data, ...rest] = stored.split('.');
    if (iv === undefined || data === undefined || rest.length > 0) return undefined;
    const params = { name: 'AES-GCM', iv: fromBase64(iv), additionalData: encoder.encode(name) };
    const plain = await crypto.subtle.decrypt(params, await cryptoKey(hex), fromBase64(data));
    return JSON.parse(new TextDecoder().decode(plain)) as unknown;
  } catch {
    return undefined;
  }
}

// Web Crypto answers in its own time: each entry's reads and writes take turns, so that an earlier write
// finishing last never replaces a later one, and a read sees every write asked for before it.
const turns = new Map<string, Promise<unknown>>();

function inTurn<T>(name: string, task: () => Promise<T>): Promise<T> {
  const result = (turns.get(name) ?? Promise.resolve()).then(task);
  const done = result.catch(() => undefined);
  turns.set(name, done);
  void done.then(() => {
    if (turns.get(name) === done) turns.delete(name);
  });
  return result;
}

function setItem(name: string, value: string): void {
  try {
    store()?.setItem(name, value);
  } catch {
    // A full or blocked store only costs the draft; the work is still on the screen.
  }
}

function getItem(name: string): string | null {
  try {
    return store()?.getItem(name) ?? null;
  } catch {
    return null;
  }
}

function removeItem(name: string): void {
  try {
    store()?.removeItem(name);
  } catch {
    // Nothing kept, nothing to forget.
  }
}

export function readDraft(scope: string): Promise<unknown> {
  const name = keyOf(scope);
  if (!name) return Promise.resolve(undefined);
  return inTurn(name, async () => {
    const hex = readSessionKey();
    const stored = getItem(name);
    return hex && stored ? open(hex, name, stored) : undefined;
  });
}

export function writeDraft(scope: string, value: unknown): void {
  const name = keyOf(scope);
  const hex = sessionKey();
  if (!name || !hex) return;
  const text = JSON.stringify(value);
  void inTurn(name, async () => {
    const sealed = await seal(hex, name, text);
    // A sign-out while it was sealed forgot the key: what it sealed goes with it.
    if (sealed !== null && readSessionKey() === hex) setItem(name, sealed);
  });
}

export function clearDraft(scope: string): void {
  const name = keyOf(scope);
  if (!name) return;
  void inTurn(name, () => {
    removeItem(name);
    return Promise.resolve();
  });
}

export function clearDrafts(): void {
  forgetSessionKey();
  const drafts = store();
  if (!drafts) return;
  try {
    const keys = Array.from({ length: drafts.length }, (_, index) => drafts.key(index));
    for (const key of keys) if (key?.startsWith(prefix)) drafts.removeItem(key);
  } catch {
    // Nothing kept, nothing to forget.
  }
}
