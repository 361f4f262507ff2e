// Real files, since browsers check what they load; deterministic, so they can be made again byte for byte.
import { Mp3Encoder } from '@breezystack/lamejs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';
import { random } from './make-recordings.mjs';

const out = fileURLToPath(new URL('../mocks/samples/', import.meta.url));

const AVATAR_SIZE = 96;
// Enough for a voice to be told apart in a preview, at a few KiB a second.
const VOICE_RATE = 16000;
const VOICE_KBPS = 32;

// Every avatar the examples, the Agent schema and src/features/agents/profile/stock-avatars.ts name.
const AVATARS = [
  { name: 'dental-receptionist', color: [37, 99, 235], headset: true },
  { name: 'recall-reminders', color: [13, 148, 136], headset: true },
  { name: 'front-desk-agent', color: [124, 58, 237], headset: true },
  { name: 'after-hours-triage', color: [67, 56, 202], headset: true },
  { name: 'front-desk-palo-alto', color: [219, 39, 119], headset: true },
  { name: 'ava', color: [234, 88, 12], headset: true },
  { name: 'carlos', color: [22, 163, 74], headset: false },
  { name: 'elena', color: [202, 138, 4], headset: false },
];

const VOICES = [
  { name: 'ava', pitch: 215, seed: 1 },
  { name: 'sofia', pitch: 235, seed: 2 },
  { name: 'marcus', pitch: 105, seed: 3 },
  { name: 'oliver', pitch: 125, seed: 4 },
  { name: 'brightsmile-front-desk', pitch: 190, seed: 5 },
];

// Placeholders (a tile with initials): the apps' own marks are not ours to ship.
const LOGOS = [
  { name: 'jobnimbus', label: 'JobNimbus', initials: 'JN', color: '#1d4ed8' },
  { name: 'acculynx', label: 'AccuLynx', initials: 'AL', color: '#b91c1c' },
  { name: 'google-calendar', label: 'Google Calendar', initials: 'GC', color: '#2563eb' },
  { name: 'calendly', label: 'Calendly', initials: 'C', color: '#0369a1' },
];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

export function crc32(bytes) {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

export function png(width, height, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 6; // RGBA
  const raw = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    Buffer.from(rgba.buffer, rgba.byteOffset + y * width * 4, width * 4).copy(raw, y * (width * 4 + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// A bust, and a headset for an agent, so that it reads as a picture, not as the initials shown without one.
export function avatarPixels({ color, headset }, size = AVATAR_SIZE) {
  const s = size / 96;
  const inDisc = (x, y) => (x - 48 * s) ** 2 + (y - 48 * s) ** 2 <= (47 * s) ** 2;
  const inHead = (x, y) => (x - 48 * s) ** 2 + (y - 40 * s) ** 2 <= (17 * s) ** 2;
  const inBody = (x, y) => ((x - 48 * s) / (31 * s)) ** 2 + ((y - 94 * s) / (34 * s)) ** 2 <= 1;
  const inHeadset = (x, y) => {
    const d = Math.hypot(x - 48 * s, y - 40 * s);
    const band = y <= 40 * s && d >= 20 * s && d <= 24 * s;
    const ear = (ex) => (x - ex) ** 2 + (y - 42 * s) ** 2 <= (5.5 * s) ** 2;
    const mic = y >= 50 * s && y <= 53 * s && x >= 30 * s && x <= 43 * s;
    return band || ear(27 * s) || ear(69 * s) || mic;
  };
  const rgba = new Uint8Array(size * size * 4);
  const steps = 4;
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      let disc = 0;
      let white = 0;
      let dark = 0;
      for (let j = 0; j < steps; j += 1) {
        for (let i = 0; i < steps; i += 1) {
          const px = x + (i + 0.5) / steps;
          const py = y + (j + 0.5) / steps;
          if (!inDisc(px, py)) continue;
          disc += 1;
          if (headset && inHeadset(px, py)) dark += 1;
          else if (inHead(px, py) || inBody(px, py)) white += 1;
        }
      }
      const at = (y * size + x) * 4;
      if (disc === 0) continue;
      const mix = (channel) =>
        Math.round(((disc - white - dark) * (color[channel] ?? 0) + white * 255 + dark * 24) / disc);
      rgba[at] = mix(0);
      rgba[at + 1] = mix(1);
      rgba[at + 2] = mix(2);
      rgba[at + 3] = Math.round((disc / (steps * steps)) * 255);
    }
  }
  return rgba;
}

const VOWELS = [
  [800, 1200],
  [500, 1800],
  [300, 2300],
  [500, 900],
  [320, 800],
];

export function voiceSamples({ pitch, seed }, sampleRate = VOICE_RATE) {
  const next = random(20261121 + seed);
  const syllables = [
    [0.15, 0.22],
    [0.42, 0.2],
    [0.66, 0.3],
    [1.25, 0.18],
    [1.47, 0.2],
    [1.7, 0.18],
    [1.92, 0.34],
  ];
  const seconds = 2.5;
  const samples = new Float32Array(Math.round(seconds * sampleRate));
  for (let i = 0; i < samples.length; i += 1) samples[i] = (next() - 0.5) * 0.004;
  for (const [index, [start, length]] of syllables.entries()) {
    const [f1, f2] = VOWELS[Math.floor(next() * VOWELS.length)] ?? [500, 1500];
    const from = Math.round(start * sampleRate);
    const to = Math.min(samples.length, Math.round((start + length) * sampleRate));
    const base = pitch * (1.12 - 0.035 * index);
    let phase = 0;
    for (let i = from; i < to; i += 1) {
      const t = (i - from) / sampleRate;
      const f0 = base * (1 + 0.06 * Math.sin((Math.PI * t) / length));
      phase += (2 * Math.PI * f0) / sampleRate;
      let voice = 0;
      for (let k = 1; k * f0 < Math.min(3800, sampleRate / 2); k += 1) {
        const f = k * f0;
        const formant = 1 / (1 + ((f - f1) / 110) ** 2) + 0.6 / (1 + ((f - f2) / 160) ** 2);
        voice += (formant / Math.sqrt(k)) * Math.sin(k * phase);
      }
      const envelope = Math.sin((Math.PI * t) / length) ** 0.6;
      const onset = t < 0.03 ? (next() - 0.5) * 0.3 * (1 - t / 0.03) : 0;
      samples[i] = (samples[i] ?? 0) + envelope * voice * 0.5 + onset;
    }
  }
  let peak = 0;
  for (const value of samples) peak = Math.max(peak, Math.abs(value));
  for (let i = 0; i < samples.length; i += 1) samples[i] = ((samples[i] ?? 0) / peak) * 0.8;
  return samples;
}

export function mp3(samples, sampleRate = VOICE_RATE, kbps = VOICE_KBPS) {
  const pcm = Int16Array.from(samples, (value) => Math.round(Math.max(-1, Math.min(1, value)) * 32767));
  const encoder = new Mp3Encoder(1, sampleRate, kbps);
  const parts = [];
  const frame = 1152;
  for (let i = 0; i < pcm.length; i += frame) parts.push(encoder.encodeBuffer(pcm.subarray(i, i + frame)));
  parts.push(encoder.flush());
  return Buffer.concat(parts.map((part) => Buffer.from(part.buffer, part.byteOffset, part.length)));
}

// MPEG-2.5 at 8 kbit/s, as a phone line sounds (Chromium and Firefox decode it): minutes of calls stay small.
const CALL_RECORDINGS = [
  { name: '6650a1f2c3d4e5f611110002', seconds: 134 },
  { name: '6650a1f2c3d4e5f611110003', seconds: 96 },
  { name: '6650a1f2c3d4e5f611110004', seconds: 48 },
];
const CALL_RATE = 8000;
const CALL_KBPS = 8;

export function callSamples({ seconds }, index) {
  const samples = new Float32Array(seconds * CALL_RATE);
  let at = Math.round(0.4 * CALL_RATE);
  for (let turn = 0; at < samples.length; turn += 1) {
    const agent = turn % 2 === 0;
    const phrase = voiceSamples({ pitch: agent ? 205 : 120, seed: index * 100 + turn }, CALL_RATE);
    samples.set(phrase.subarray(0, Math.max(0, samples.length - at)), at);
    at += phrase.length + Math.round((agent ? 0.7 : 0.9) * CALL_RATE);
  }
  return samples;
}

export function logoSvg({ label, initials, color }) {
  const fontSize = initials.length > 1 ? 26 : 34;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img" aria-label="${label}">`,
    `  <rect width="64" height="64" rx="14" fill="${color}"/>`,
    `  <text x="32" y="${32 + fontSize * 0.36}" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="${fontSize}" font-weight="700" fill="#ffffff">${initials}</text>`,
    '</svg>',
    '',
  ].join('\n');
}

export function samples({ withRecordings = true } = {}) {
  return [
    ...AVATARS.map((avatar) => ({
      path: `avatars/${avatar.name}.png`,
      bytes: png(AVATAR_SIZE, AVATAR_SIZE, avatarPixels(avatar)),
    })),
    ...VOICES.map((voice) => ({ path: `voices/${voice.name}.mp3`, bytes: mp3(voiceSamples(voice)) })),
    ...LOGOS.map((logo) => ({ path: `apps/${logo.name}.svg`, bytes: Buffer.from(logoSvg(logo), 'utf8') })),
    ...(withRecordings ? callRecordings() : []),
  ];
}

export function callRecordings(only) {
  return CALL_RECORDINGS.flatMap((call, index) =>
    !only || only.includes(call.name)
      ? [
          {
            path: `../recordings/${call.name}.mp3`,
            bytes: mp3(callSamples(call, index), CALL_RATE, CALL_KBPS),
          },
        ]
      : [],
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  let total = 0;
  for (const { path, bytes } of samples()) {
    await mkdir(dirname(`${out}${path}`), { recursive: true });
    await writeFile(`${out}${path}`, bytes);
    total += bytes.length;
    console.log(`${path}: ${(bytes.length / 1024).toFixed(1)} KiB`);
  }
  console.log(`total ${(total / 1024).toFixed(0)} KiB`);
}
