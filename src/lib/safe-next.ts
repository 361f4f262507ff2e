/**
 * The page to land on after sign-in. `next` is honoured only for a same-origin path: one leading
 * `/`, not `//` or `/\`, no scheme, no control characters. Anything else lands on the fallback.
 */
export function safeNext(next: unknown, fallback = '/dashboard'): string {
  if (typeof next !== 'string' || next.length === 0 || next.length > 2048) return fallback;
  // Browsers drop tabs and newlines inside URLs, so "/\t/evil" would become "//evil".
  for (const char of next) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f) return fallback;
  }
  if (!next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  try {
    const base = 'http://console.invalid';
    const url = new URL(next, base);
    if (url.origin !== base) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
