import { TabularFileError } from './tabular-error';

// Windows-1252 is Excel's "CSV" in Western languages; text still holding NULs is refused, not read.
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
