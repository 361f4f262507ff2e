import { safeNext } from '@/lib/safe-next';

/**
 * What the Google round trip needs to remember in this tab: the page wanted after sign-in. It is
 * kept in sessionStorage already checked, and checked again by safeNext when it is used.
 */
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

/** The kept page (once: it is forgotten), or /dashboard. */
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

/** The address Google's consent page is at: only an http(s) URL is followed. */
export function consentUrl(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** The access token of Google's token flow, which comes back in the fragment (`#access_token=`). */
export function readAccessToken(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('access_token');
  return token && token.length <= 4096 ? token : null;
}
