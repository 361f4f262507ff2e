const BASE = 'http://console.invalid';
const MAX_LENGTH = 2048;
// Controls, format characters (zero-width, bidi) and every space but the plain one: browsers drop
// some of them from addresses ("/\t/evil" becomes "//evil") and none belongs in a path of the console.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]|(?! )\p{Zs}/u;

/** One slash, then neither a slash nor a backslash: anything else can leave the origin. */
const rootRelative = (path: string) => /^\/(?![/\\])/.test(path);

const decoded = (path: string): string | null => {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
};

/**
 * The page to land on after sign-in. `next` is honoured only for a same-origin path: one leading
 * `/`, not `//` or `/\`, no scheme, no control or invisible characters. Anything else lands on the fallback.
 */
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
  // Normalising dot segments and backslashes can make a checked value unsafe again
  // ("/.//evil.com" and "/%2e//evil.com" come out as "//evil.com"), so the result is checked too,
  // also decoded, for whatever decodes the path before using it ("/%5Cevil", "/%2F%2Fevil").
  const path = url.pathname;
  const plain = decoded(path);
  if (!rootRelative(path) || plain === null || !rootRelative(plain) || INVISIBLE.test(plain)) {
    return fallback;
  }
  const result = `${path}${url.search}${url.hash}`;
  // Percent-encoding can make a value within the limit grow past it.
  return result.length > MAX_LENGTH ? fallback : result;
}
