import { TabularFileError } from './tabular-error';

/**
 * The text of a CSV file. A byte-order mark names the encoding: UTF-8, or UTF-16 as Excel saves
 * "Unicode text" (little-endian). Without one: UTF-8 when the bytes are valid UTF-8, otherwise
 * Windows-1252, which Excel uses when it saves "CSV" on Windows in Western languages. Text that
 * still holds NUL characters was UTF-16 or UTF-32 without a mark, or no text at all: refused
 * rather than read as headers full of NULs.
 */
export function decodeText(bytes: Uint8Array): string {
  const text = decode(bytes);
  if (text.includes('\u0000')) throw new TabularFileError('encoding');
  return text;
}

function decode(bytes: Uint8Array): string {
  const [first, second, third] = bytes;
  if (first === 0xef && second === 0xbb && third === 0xbf) {
    return new TextDecoder('utf-8').decode(bytes);
  }
  if (first === 0xff && second === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (first === 0xfe && second === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}
