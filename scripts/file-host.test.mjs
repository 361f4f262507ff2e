// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileHost, fileOf, parseRange } from '../mocks/file-host.mjs';

// The file host mock of the sample recordings (mocks/file-host.mjs): what an audio element needs.
const SAMPLE = '/recordings/6650a1f2c3d4e5f611110001.wav';

describe('parseRange', () => {
  it('reads the byte ranges an audio element asks for', () => {
    expect(parseRange('bytes=0-', 100)).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=10-19', 100)).toEqual({ start: 10, end: 19 });
    expect(parseRange('bytes=90-200', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
  });

  it('answers the whole file for no or an unusable range, and refuses one past the end', () => {
    expect(parseRange(undefined, 100)).toBeNull();
    expect(parseRange('bytes=0-1,5-6', 100)).toBeNull();
    expect(parseRange('items=0-1', 100)).toBeNull();
    expect(parseRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=5-2', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', 100)).toBe('unsatisfiable');
  });
});

describe('fileOf', () => {
  it('maps /recordings/<name> and nothing else', () => {
    expect(fileOf('/recordings/a.wav')).toBe('a.wav');
    expect(fileOf('/recordings/../package.json')).toBeNull();
    expect(fileOf('/recordings/..%2Fpackage.json')).toBeNull();
    expect(fileOf('/recordings/a/b.wav')).toBeNull();
    expect(fileOf('/other/a.wav')).toBeNull();
    expect(fileOf('/recordings/%E0%A4%A')).toBeNull();
  });
});

describe('the file host', () => {
  let server;
  let base;
  beforeAll(async () => {
    server = createFileHost();
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${server.address().port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('serves a sample recording as audio/wav, whole and by range', async () => {
    const whole = await fetch(`${base}${SAMPLE}`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('audio/wav');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    const bytes = new Uint8Array(await whole.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 4))).toBe('RIFF');

    const part = await fetch(`${base}${SAMPLE}`, { headers: { Range: 'bytes=4-11' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 4-11/${bytes.length}`);
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(bytes.slice(4, 12));

    const past = await fetch(`${base}${SAMPLE}`, { headers: { Range: `bytes=${bytes.length}-` } });
    expect(past.status).toBe(416);
  });

  it('answers 404 for a missing file and 405 for a write', async () => {
    expect((await fetch(`${base}/recordings/no-such-file.wav`)).status).toBe(404);
    expect((await fetch(`${base}/elsewhere`)).status).toBe(404);
    expect((await fetch(`${base}${SAMPLE}`, { method: 'DELETE' })).status).toBe(405);
  });
});
