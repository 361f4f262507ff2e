// @vitest-environment node
import { readFile } from 'node:fs/promises';
import { crc32 as zlibCrc32, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { callRecordings, crc32, png, samples } from './make-samples.mjs';

function chunksOf(file) {
  const chunks = [];
  for (let at = 8; at < file.length;) {
    const length = file.readUInt32BE(at);
    const type = file.toString('ascii', at + 4, at + 8);
    const data = file.subarray(at + 8, at + 8 + length);
    const crcOk = file.readUInt32BE(at + 8 + length) === zlibCrc32(file.subarray(at + 4, at + 8 + length));
    chunks.push({ type, data, crcOk });
    at += 12 + length;
  }
  return chunks;
}

describe('make-samples', () => {
  it('computes the CRC-32 that PNG uses', () => {
    expect(crc32(Buffer.from('IEND', 'ascii'))).toBe(0xae426082);
    expect(crc32(Buffer.from('123456789', 'ascii'))).toBe(0xcbf43926);
  });

  it('writes a PNG that decodes to its pixels', () => {
    const rgba = Uint8Array.from({ length: 2 * 2 * 4 }, (_, i) => i * 7);
    const chunks = chunksOf(png(2, 2, rgba));
    expect(chunks.map(({ type, crcOk }) => [type, crcOk])).toEqual([
      ['IHDR', true],
      ['IDAT', true],
      ['IEND', true],
    ]);
    const raw = inflateSync(chunks[1]?.data ?? Buffer.alloc(0));
    expect([...raw]).toEqual([0, ...rgba.slice(0, 8), 0, ...rgba.slice(8)]);
  });

  // Making them takes about a second alone, and past 30 s while a 2-core machine runs a browser suite.
  it(
    'made the files in mocks/samples/ (run `node scripts/make-samples.mjs` after a change)',
    { timeout: 120_000 },
    async () => {
      // The shortest call recording stands for the three: encoding minutes of audio takes long.
      const made = [...samples({ withRecordings: false }), ...callRecordings(['6650a1f2c3d4e5f611110004'])];
      expect(made.reduce((total, { bytes }) => total + bytes.length, 0)).toBeLessThan(200 * 1024);
      for (const { path, bytes } of made) {
        const stored = await readFile(new URL(`../mocks/samples/${path}`, import.meta.url));
        expect({ path, same: stored.equals(bytes) }).toEqual({ path, same: true });
        if (path.endsWith('.mp3')) {
          // Layer III frames: MPEG-2 (FF F3) for the previews, MPEG-2.5 (FF E3) for the 8 kHz calls.
          expect([...bytes.subarray(0, 2)]).toEqual([0xff, path.startsWith('../recordings/') ? 0xe3 : 0xf3]);
        }
        if (path.endsWith('.png')) {
          expect(chunksOf(bytes).every(({ crcOk }) => crcOk)).toBe(true);
        }
      }
    },
  );
});
