import { safeNext } from '@/lib/safe-next';

// Kept already checked, and checked again by safeNext when used: storage is not trusted.
const NEXT_KEY = 'oauthNext';

function tabStore(): Storage | null {
  try {
    return globalThis.sessionStorage;
  } catch {
    return null;
  }
}

export function keepOAuthNext(next: string | undefined): void {
  try {
    const safe = safeNext(next, '');
    if (safe) tabStore()?.setItem(NEXT_KEY, safe);
    else tabStore()?.removeItem(NEXT_KEY);
  } catch {
    // Without storage the user lands on the dashboard.
  }
}

export function takeOAuthNext(): string {
  let kept: string | null = null;
  try {
    kept = tabStore()?.getItem(NEXT_KEY) ?? null;
    tabStore()?.removeItem(NEXT_KEY);
  } catch {
    // Nothing kept.
  }
  return safeNext(kept);
}

// Only an http(s) URL is followed.
export function consentUrl(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

export function readAccessToken(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('access_token');
  return token && token.length <= 4096 ? token : null;
}
