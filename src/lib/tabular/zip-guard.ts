import { MAX_UNZIPPED_BYTES, MAX_ZIP_ENTRIES } from './limits';
import { TabularFileError } from './tabular-error';

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const ZIP64_LOCATOR = 0x07064b50;
const END_SIZE = 22;
const ENTRY_SIZE = 46;
const MAX_COMMENT = 0xffff;
// A size of 0xFFFFFFFF means "see the ZIP64 field": over 4 GiB, far past any cap.
const ZIP64_MARK = 0xffffffff;

// fflate sizes each entry's output from this directory: an entry that lies comes out cut short, never larger.
export function checkZipSizes(bytes: Uint8Array): void {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const u32 = (at: number) => (at + 4 <= bytes.length ? view.getUint32(at, true) : -1);
  const u16 = (at: number) => (at + 2 <= bytes.length ? view.getUint16(at, true) : -1);

  let end = bytes.length - END_SIZE;
  const lowest = Math.max(0, bytes.length - END_SIZE - MAX_COMMENT);
  while (end >= lowest && u32(end) !== END_OF_DIRECTORY) end -= 1;
  if (end < lowest) throw new TabularFileError('unreadable');
  if (end >= 20 && u32(end - 20) === ZIP64_LOCATOR) throw new TabularFileError('tooBigUnpacked');

  const count = u16(end + 10);
  if (count > MAX_ZIP_ENTRIES) throw new TabularFileError('tooBigUnpacked');
  let at = u32(end + 16);
  let total = 0;
  for (let index = 0; index < count; index += 1) {
    if (at < 0 || u32(at) !== DIRECTORY_ENTRY) throw new TabularFileError('unreadable');
    const size = u32(at + 24);
    if (size === ZIP64_MARK || u32(at + 20) === ZIP64_MARK) throw new TabularFileError('tooBigUnpacked');
    total += size;
    if (total > MAX_UNZIPPED_BYTES) throw new TabularFileError('tooBigUnpacked');
    at += ENTRY_SIZE + u16(at + 28) + u16(at + 30) + u16(at + 32);
  }
}
