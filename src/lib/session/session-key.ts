// spec §3 and §9: the session encryption key, 256 random bits in hex. It seals the drafts kept in
// sessionStorage (drafts.ts) and lives there beside them, for this tab's session only: a reload still
// opens what it sealed; a sign-out or a closed tab loses key and drafts together.
const storageKey = 'sessionKey';
const shape = /^[0-9a-f]{64}$/;

function store(): Storage | null {
  try {
    return globalThis.sessionStorage;
  } catch {
    return null;
  }
}

export function readSessionKey(): string | null {
  try {
    const hex = store()?.getItem(storageKey) ?? null;
    return hex !== null && shape.test(hex) ? hex : null;
  } catch {
    return null;
  }
}

// Null when the store refuses it: a key that could not be kept would seal drafts no reload opens.
export function sessionKey(): string | null {
  const kept = readSessionKey();
  if (kept) return kept;
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  try {
    store()?.setItem(storageKey, hex);
  } catch {
    return null;
  }
  return readSessionKey();
}

export function forgetSessionKey(): void {
  try {
    store()?.removeItem(storageKey);
  } catch {
    // Nothing kept, nothing to forget.
  }
}

// Once when the app starts (the shell imports this through the sign-out); after a sign-out the
// next draft makes a new one.
sessionKey();
