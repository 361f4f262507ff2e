const BASE = 'http://console.invalid';
const MAX_LENGTH = 2048;
// Browsers drop some of these from addresses ("/\t/evil" becomes "//evil"); none belongs in a console path.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]|(?! )\p{Zs}/u;

// One slash, then neither a slash nor a backslash: anything else can leave the origin.
const rootRelative = (path: string) => /^\/(?![/\\])/.test(path);

const decoded = (path: string): string | null => {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
};

export function safeNext(next: unknown, fallback = '/dashboard'): string {
  if (typeof next !== 'string' || next.length === 0 || next.length > MAX_LENGTH) return fallback;
  if (INVISIBLE.test(next) || !rootRelative(next)) return fallback;
  let url: URL;
  try {
    url = new URL(next, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  // Normalising can make a checked value unsafe again ("/.//evil.com", "/%2e//evil.com" become "//evil.com"),
  // so the result is checked too, also decoded, for whatever decodes it first ("/%5Cevil", "/%2F%2Fevil").
  const path = url.pathname;
  const plain = decoded(path);
  if (!rootRelative(path) || plain === null || !rootRelative(plain) || INVISIBLE.test(plain)) {
    return fallback;
  }
  const result = `${path}${url.search}${url.hash}`;
  // Percent-encoding can make a value within the limit grow past it.
  return result.length > MAX_LENGTH ? fallback : result;
}
