// Prism cannot serve files. Byte ranges matter: the audio element seeks with `Range` and needs 206 answers.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, request as httpRequest } from 'node:http';
import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';

const HOST = '127.0.0.1';
const root = fileURLToPath(new URL('./', import.meta.url));

const TYPES = {
  '.wav': 'audio/wav',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.webm': 'video/webm',
  '.vtt': 'text/vtt; charset=utf-8',
  '.json': 'application/json',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
};

export function parseRange(header, size) {
  const match = /^bytes=(\d*)-(\d*)$/.exec((header ?? '').trim());
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  let start;
  let end;
  if (first === '') {
    const length = Number(last);
    if (length === 0) return 'unsatisfiable';
    start = Math.max(0, size - length);
    end = size - 1;
  } else {
    start = Number(first);
    end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}

const NAME = '[A-Za-z0-9][A-Za-z0-9._-]*';
const SERVED = new RegExp(`^/(recordings/${NAME}|samples/[a-z0-9][a-z0-9-]*/${NAME})$`);

export function fileOf(pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const match = SERVED.exec(decoded);
  if (!match || match[1]?.includes('..')) return null;
  return match[1] ?? null;
}

// Uploaded files live in the API mock's state, which serves them; a real file host serves them too.
function passToApiMock(request, response, apiPort) {
  const upstream = httpRequest(
    {
      host: HOST,
      port: apiPort,
      method: request.method,
      path: request.url,
      headers: { range: request.headers.range ?? '' },
    },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  upstream.on('error', () => (response.headersSent ? response.destroy() : response.writeHead(502).end()));
  upstream.end();
}

export function createFileHost({ apiPort } = {}) {
  const serve = async (request, response) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('Access-Control-Allow-Headers', 'Range');
    response.setHeader('Access-Control-Expose-Headers', 'Content-Range, Content-Length, Accept-Ranges');
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end();
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD, OPTIONS' }).end();
      return;
    }
    const pathname = new URL(request.url ?? '/', 'http://file-host').pathname;
    if (apiPort && pathname.startsWith('/uploads/')) {
      passToApiMock(request, response, apiPort);
      return;
    }
    const name = fileOf(pathname);
    const info = name ? await stat(`${root}${name}`).catch(() => null) : null;
    if (!name || !info?.isFile()) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    const headers = {
      'Content-Type': TYPES[extname(name).toLowerCase()] ?? 'application/octet-stream',
      'Accept-Ranges': 'bytes',
      'Cache-Control': 'no-cache',
      'Last-Modified': info.mtime.toUTCString(),
    };
    const range = parseRange(request.headers.range, info.size);
    if (range === 'unsatisfiable') {
      response.writeHead(416, { ...headers, 'Content-Range': `bytes */${info.size}` }).end();
      return;
    }
    const { start, end } = range ?? { start: 0, end: info.size - 1 };
    response.writeHead(range ? 206 : 200, {
      ...headers,
      'Content-Length': String(end - start + 1),
      ...(range ? { 'Content-Range': `bytes ${start}-${end}/${info.size}` } : {}),
    });
    if (request.method === 'HEAD' || info.size === 0) {
      response.end();
      return;
    }
    createReadStream(`${root}${name}`, { start, end })
      .on('error', () => response.destroy())
      .pipe(response);
  };
  return createServer((request, response) => {
    response.on('error', () => {});
    serve(request, response).catch(() => {
      if (response.headersSent) response.destroy();
      else response.writeHead(500).end();
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.FILE_MOCK_PORT || 4013);
  const apiPort = Number(process.env.MOCK_PORT) || undefined;
  createFileHost({ apiPort }).listen(port, HOST, () => {
    console.log(
      `file host mock on http://${HOST}:${port} (mocks/recordings under /recordings, mocks/samples under /samples)`,
    );
  });
}
