import { getUser } from './session-store';

// sessionStorage: a draft outlives a reload and the 401 → sign-in → back detour; another user never sees it.
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

export function readDraft(scope: string): unknown {
  const key = keyOf(scope);
  if (!key) return undefined;
  try {
    const raw = store()?.getItem(key);
    return raw ? (JSON.parse(raw) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

export function writeDraft(scope: string, value: unknown): void {
  const key = keyOf(scope);
  if (!key) return;
  try {
    store()?.setItem(key, JSON.stringify(value));
  } catch {
    // A full or blocked store only costs the draft; the work is still on the screen.
  }
}

export function clearDraft(scope: string): void {
  const key = keyOf(scope);
  if (!key) return;
  try {
    store()?.removeItem(key);
  } catch {
    // Nothing kept, nothing to forget.
  }
}

export function clearDrafts(): void {
  const drafts = store();
  if (!drafts) return;
  try {
    const keys = Array.from({ length: drafts.length }, (_, index) => drafts.key(index));
    for (const key of keys) if (key?.startsWith(prefix)) drafts.removeItem(key);
  } catch {
    // Nothing kept, nothing to forget.
  }
}
