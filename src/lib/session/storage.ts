// Every read tolerates a missing or unusable store (private windows, quota) as "nothing stored".
export const storageKeys = {
  token: 'token',
  userInfo: 'userInfo',
  searchParams: 'searchParams',
  theme: 'theme',
  language: 'language',
  authMessage: 'authMessage',
  tourSeen: 'tourSeen',
  qa: 'qaMode',
} as const;

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

function store(): Storage | null {
  try {
    return globalThis.localStorage;
  } catch {
    return null;
  }
}

export function readItem(key: StorageKey): string | null {
  try {
    return store()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(key: StorageKey, value: string): void {
  try {
    store()?.setItem(key, value);
  } catch {
    // A full or blocked store only costs persistence; the session goes on in memory.
  }
}

export function removeItem(key: StorageKey): void {
  try {
    store()?.removeItem(key);
  } catch {
    // Nothing stored, nothing to remove.
  }
}
