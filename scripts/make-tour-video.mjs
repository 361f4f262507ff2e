// The guided tour's sample video. No video encoder ships in node_modules, so the frames are drawn and
// encoded (VP8, WebCodecs) in the Chromium the e2e suite already uses, and muxed into WebM here.
// Run: node scripts/make-tour-video.mjs (CHROMIUM_PATH overrides /usr/bin/chromium).
import { chromium } from '@playwright/test';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const out = fileURLToPath(new URL('../mocks/samples/tour/', import.meta.url));
const WIDTH = 320;
const HEIGHT = 180;
const FPS = 10;
const SECONDS = 4;

export const CAPTIONS = {
  en: [
    'Open Agents and choose your agent.',
    'Describe it, set its voicemail and prompt.',
    'Save: the agent is ready to call.',
  ],
  es: [
    'Abre Agentes y elige tu agente.',
    'Descríbelo, configura su buzón y su prompt.',
    'Guarda: el agente está listo para llamar.',
  ],
};

const clock = (ms) => {
  const whole = Math.round(ms);
  const pad = (n, size = 2) => String(n).padStart(size, '0');
  return `${pad(Math.floor(whole / 3_600_000))}:${pad(Math.floor(whole / 60_000) % 60)}:${pad(Math.floor(whole / 1000) % 60)}.${pad(whole % 1000, 3)}`;
};

export function webVtt(lines, seconds = SECONDS) {
  const span = (seconds * 1000) / lines.length;
  const cues = lines.map((line, i) => `${i + 1}\n${clock(i * span)} --> ${clock((i + 1) * span)}\n${line}\n`);
  return `WEBVTT\n\n${cues.join('\n')}`;
}

// EBML: an id (its bytes as written) and a size in the shortest variable-length form.
function size(n) {
  for (let length = 1; length <= 8; length += 1) {
    if (n < 2 ** (7 * length) - 1) {
      const bytes = Buffer.alloc(length);
      let rest = n;
      for (let i = length - 1; i >= 0; i -= 1) {
        bytes[i] = rest % 256;
        rest = Math.floor(rest / 256);
      }
      bytes[0] |= 0x80 >> (length - 1);
      return bytes;
    }
  }
  throw new Error('element too large');
}
const element = (id, ...body) => {
  const data = Buffer.concat(body);
  return Buffer.concat([Buffer.from(id), size(data.length), data]);
};
const uint = (id, n) => {
  const bytes = [];
  let rest = n;
  do {
    bytes.unshift(rest % 256);
    rest = Math.floor(rest / 256);
  } while (rest > 0);
  return element(id, Buffer.from(bytes));
};
const float = (id, n) => {
  const bytes = Buffer.alloc(8);
  bytes.writeDoubleBE(n);
  return element(id, bytes);
};
const text = (id, value) => element(id, Buffer.from(value, 'utf8'));

export function webm(frames, { width, height, durationMs }) {
  const header = element(
    [0x1a, 0x45, 0xdf, 0xa3],
    uint([0x42, 0x86], 1),
    uint([0x42, 0xf7], 1),
    uint([0x42, 0xf2], 4),
    uint([0x42, 0xf3], 8),
    text([0x42, 0x82], 'webm'),
    uint([0x42, 0x87], 2),
    uint([0x42, 0x85], 2),
  );
  const info = element(
    [0x15, 0x49, 0xa9, 0x66],
    uint([0x2a, 0xd7, 0xb1], 1_000_000),
    float([0x44, 0x89], durationMs),
    text([0x4d, 0x80], 'make-tour-video'),
    text([0x57, 0x41], 'make-tour-video'),
  );
  const tracks = element(
    [0x16, 0x54, 0xae, 0x6b],
    element(
      [0xae],
      uint([0xd7], 1),
      uint([0x73, 0xc5], 1),
      uint([0x83], 1),
      text([0x86], 'V_VP8'),
      element([0xe0], uint([0xb0], width), uint([0xba], height)),
    ),
  );
  // One cluster a second, each opening on a key frame, with cues so that seeking needs no scan.
  const clusters = [];
  const cues = [];
  let offset = info.length + tracks.length;
  for (let start = 0; start < frames.length;) {
    let end = start + 1;
    while (end < frames.length && !(frames[end].key && frames[end].ms - frames[start].ms >= 1000)) end += 1;
    const base = frames[start].ms;
    const blocks = frames.slice(start, end).map((frame) => {
      const head = Buffer.alloc(4);
      head[0] = 0x81;
      head.writeInt16BE(frame.ms - base, 1);
      head[3] = frame.key ? 0x80 : 0;
      return element([0xa3], head, frame.data);
    });
    const cluster = element([0x1f, 0x43, 0xb6, 0x75], uint([0xe7], base), ...blocks);
    cues.push(element([0xbb], uint([0xb3], base), element([0xb7], uint([0xf7], 1), uint([0xf1], offset))));
    clusters.push(cluster);
    offset += cluster.length;
    start = end;
  }
  const segment = element(
    [0x18, 0x53, 0x80, 0x67],
    info,
    tracks,
    ...clusters,
    element([0x1c, 0x53, 0xbb, 0x6b], ...cues),
  );
  return Buffer.concat([header, segment]);
}

async function encode() {
  const dir = await mkdtemp(join(tmpdir(), 'tour-video-'));
  const page = join(dir, 'encode.html');
  // WebCodecs wants a secure context: a file page is one.
  await writeFile(page, '<!doctype html><canvas></canvas>');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const tab = await browser.newPage();
    await tab.goto(`file://${page}`);
    return await tab.evaluate(
      async ({ width, height, fps, seconds }) => {
        const canvas = document.querySelector('canvas');
        canvas.width = width;
        canvas.height = height;
        const g = canvas.getContext('2d');
        const frames = [];
        const encoder = new VideoEncoder({
          output: (chunk) => {
            const data = new Uint8Array(chunk.byteLength);
            chunk.copyTo(data);
            frames.push({
              ms: Math.round(chunk.timestamp / 1000),
              key: chunk.type === 'key',
              data: Array.from(data),
            });
          },
          error: (error) => {
            throw error;
          },
        });
        encoder.configure({ codec: 'vp8', width, height, bitrate: 120_000, framerate: fps });
        const total = fps * seconds;
        for (let i = 0; i < total; i += 1) {
          const t = i / total;
          const step = Math.min(2, Math.floor(t * 3));
          g.fillStyle = '#f5f3ff';
          g.fillRect(0, 0, width, height);
          g.fillStyle = '#7c3aed';
          g.fillRect(0, 0, 64, height);
          for (let row = 0; row < 3; row += 1) {
            g.fillStyle = row === step ? '#7c3aed' : '#ddd6fe';
            g.fillRect(84, 28 + row * 44, 200, 28);
          }
          g.fillStyle = '#16a34a';
          g.fillRect(84, 160, 200 * t, 8);
          const frame = new VideoFrame(canvas, {
            timestamp: Math.round((i * 1_000_000) / fps),
            duration: 1_000_000 / fps,
          });
          encoder.encode(frame, { keyFrame: i % fps === 0 });
          frame.close();
        }
        await encoder.flush();
        return frames;
      },
      { width: WIDTH, height: HEIGHT, fps: FPS, seconds: SECONDS },
    );
  } finally {
    await browser.close();
    await rm(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const frames = (await encode()).map((frame) => ({ ...frame, data: Buffer.from(frame.data) }));
  await mkdir(out, { recursive: true });
  const video = webm(frames, { width: WIDTH, height: HEIGHT, durationMs: SECONDS * 1000 });
  await writeFile(`${out}agent.webm`, video);
  for (const [lng, lines] of Object.entries(CAPTIONS))
    await writeFile(`${out}agent.${lng}.vtt`, webVtt(lines));
  console.log(`mocks/samples/tour/agent.webm: ${frames.length} frames, ${video.length} bytes`);
}
