// @vitest-environment node
import { readdir, readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileHost, fileOf, parseRange } from '../mocks/file-host.mjs';

const SAMPLE = '/recordings/6650a1f2c3d4e5f611110001.wav';
const TYPES = { png: 'image/png', mp3: 'audio/mpeg', svg: 'image/svg+xml', wav: 'audio/wav' };

async function contractSamples() {
  const files = await readdir(new URL('../openapi/', import.meta.url), { recursive: true });
  const paths = new Set();
  for (const file of files.filter((name) => name.endsWith('.yaml'))) {
    const text = await readFile(new URL(`../openapi/${file}`, import.meta.url), 'utf8');
    for (const [path] of text.matchAll(/\/(?:samples|recordings)\/[\w./-]+\.\w+/g)) paths.add(path);
  }
  return [...paths].sort();
}

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
  it('maps /recordings/<name> and /samples/<folder>/<name> and nothing else', () => {
    expect(fileOf('/recordings/a.wav')).toBe('recordings/a.wav');
    expect(fileOf('/samples/avatars/ava.png')).toBe('samples/avatars/ava.png');
    expect(fileOf('/samples/voices/brightsmile-front-desk.mp3')).toBe(
      'samples/voices/brightsmile-front-desk.mp3',
    );
    expect(fileOf('/recordings/../package.json')).toBeNull();
    expect(fileOf('/recordings/..%2Fpackage.json')).toBeNull();
    expect(fileOf('/samples/avatars/..%2F..%2Ffile-host.mjs')).toBeNull();
    expect(fileOf('/samples/../file-host.mjs')).toBeNull();
    expect(fileOf('/samples/%2E%2E/file-host.mjs')).toBeNull();
    expect(fileOf('/samples/avatars/a..png')).toBeNull();
    expect(fileOf('/recordings/a/b.wav')).toBeNull();
    expect(fileOf('/samples/ava.png')).toBeNull();
    expect(fileOf('/samples/avatars/x/ava.png')).toBeNull();
    expect(fileOf('/file-host.mjs')).toBeNull();
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

  it('serves every sample file and recording the contract names, with its type', async () => {
    const paths = await contractSamples();
    expect(paths).toEqual(expect.arrayContaining(['/samples/avatars/dental-receptionist.png']));
    for (const path of paths) {
      const response = await fetch(`${base}${path}`, { method: 'HEAD' });
      expect({ path, status: response.status }).toEqual({ path, status: 200 });
      expect(response.headers.get('content-type')).toBe(TYPES[path.split('.').pop() ?? '']);
    }
  });

  it('serves a voice preview as audio/mpeg by range, and an avatar as a PNG', async () => {
    const preview = await fetch(`${base}/samples/voices/ava.mp3`, { headers: { Range: 'bytes=0-3' } });
    expect(preview.status).toBe(206);
    expect(preview.headers.get('content-type')).toBe('audio/mpeg');
    const frame = new Uint8Array(await preview.arrayBuffer());
    // An MPEG audio frame starts with 11 set bits.
    expect([frame[0], (frame[1] ?? 0) & 0xe0]).toEqual([0xff, 0xe0]);

    const avatar = new Uint8Array(await (await fetch(`${base}/samples/avatars/ava.png`)).arrayBuffer());
    expect([...avatar.slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  });

  it('answers 404 for a missing file and 405 for a write', async () => {
    expect((await fetch(`${base}/recordings/no-such-file.wav`)).status).toBe(404);
    expect((await fetch(`${base}/samples/avatars/no-such-file.png`)).status).toBe(404);
    expect((await fetch(`${base}/samples/avatars`)).status).toBe(404);
    expect((await fetch(`${base}/file-host.mjs`)).status).toBe(404);
    expect((await fetch(`${base}/elsewhere`)).status).toBe(404);
    expect((await fetch(`${base}${SAMPLE}`, { method: 'DELETE' })).status).toBe(405);
  });
});

describe('uploaded files', () => {
  it('are passed through to the API mock, which keeps them', async () => {
    const api = createServer((request, response) => {
      response.writeHead(request.url === '/uploads/tickets/t1/a1/notes.txt' ? 200 : 404, {
        'Content-Disposition': 'attachment',
      });
      response.end(request.url === '/uploads/tickets/t1/a1/notes.txt' ? 'kept bytes' : '');
    });
    await new Promise((resolve) => api.listen(0, '127.0.0.1', resolve));
    const host = createFileHost({ apiPort: api.address().port });
    await new Promise((resolve) => host.listen(0, '127.0.0.1', resolve));
    try {
      const base = `http://127.0.0.1:${host.address().port}`;
      const answer = await fetch(`${base}/uploads/tickets/t1/a1/notes.txt`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-disposition')).toBe('attachment');
      expect(await answer.text()).toBe('kept bytes');
      expect((await fetch(`${base}/uploads/tickets/t1/a1/other.txt`)).status).toBe(404);
    } finally {
      await new Promise((resolve) => host.close(resolve));
      await new Promise((resolve) => api.close(resolve));
    }
  });
});
