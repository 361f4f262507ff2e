// Deterministic, so that the committed recordings and their `Call.peaks` can be made again byte for byte.
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';

const out = fileURLToPath(new URL('../mocks/recordings/', import.meta.url));
// Phone-like, and a minute stays under 250 KiB (Chromium plays WAV from 3 kHz up).
const SAMPLE_RATE = 4000;
const PEAKS = 240;

// The times match the contract example's `turns[].startMs` (GET /calls/{id}).
const RECORDINGS = [
  {
    name: '6650a1f2c3d4e5f611110001.wav',
    seconds: 52,
    speech: [
      ['agent', 0.4, 5.4],
      ['customer', 6.0, 8.2],
      ['agent', 8.8, 12.6],
      ['customer', 13.2, 15.8],
      ['agent', 16.6, 22.6],
      ['agent', 24.8, 29.8],
      ['customer', 30.6, 32.0],
      ['agent', 33.2, 38.4],
      ['customer', 39.0, 40.4],
      ['agent', 41.2, 46.6],
    ],
  },
];

export function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function synthesize({ seconds, speech }, sampleRate = SAMPLE_RATE) {
  const next = random(20261120);
  const samples = new Float32Array(Math.round(seconds * sampleRate));
  for (let i = 0; i < samples.length; i += 1) samples[i] = (next() - 0.5) * 0.01;
  for (const [who, start, end] of speech) {
    const base = who === 'agent' ? 210 : 130;
    const from = Math.round(start * sampleRate);
    const to = Math.min(samples.length, Math.round(end * sampleRate));
    let phase = 0;
    for (let i = from; i < to; i += 1) {
      const t = (i - from) / sampleRate;
      const pitch = base * (1 + 0.08 * Math.sin(2 * Math.PI * 0.7 * t));
      phase += (2 * Math.PI * pitch) / sampleRate;
      const syllable = Math.max(0, Math.sin(2 * Math.PI * 4.2 * t + Math.sin(t * 1.3)));
      const fade = Math.min(1, t / 0.05, (to - i) / sampleRate / 0.05);
      const voice = 0.55 * Math.sin(phase) + 0.25 * Math.sin(2 * phase) + 0.12 * Math.sin(3 * phase);
      samples[i] += fade * syllable * (voice + (next() - 0.5) * 0.1);
    }
  }
  return samples;
}

export function wav(samples, sampleRate = SAMPLE_RATE) {
  const buffer = Buffer.alloc(44 + samples.length);
  buffer.write('RIFF', 0, 'ascii');
  buffer.writeUInt32LE(36 + samples.length, 4);
  buffer.write('WAVE', 8, 'ascii');
  buffer.write('fmt ', 12, 'ascii');
  buffer.writeUInt32LE(16, 16); // size of the fmt chunk
  buffer.writeUInt16LE(1, 20); // PCM
  buffer.writeUInt16LE(1, 22); // mono
  buffer.writeUInt32LE(sampleRate, 24);
  buffer.writeUInt32LE(sampleRate, 28); // bytes per second
  buffer.writeUInt16LE(1, 32); // block align
  buffer.writeUInt16LE(8, 34); // bits per sample
  buffer.write('data', 36, 'ascii');
  buffer.writeUInt32LE(samples.length, 40);
  for (let i = 0; i < samples.length; i += 1) {
    const value = Math.max(-1, Math.min(1, samples[i] ?? 0));
    buffer[44 + i] = Math.round(value * 127 + 128);
  }
  return buffer;
}

export function peaksOf(samples, count = PEAKS) {
  const size = Math.ceil(samples.length / count);
  return Array.from({ length: count }, (_, bucket) => {
    let max = 0;
    for (let i = bucket * size; i < Math.min(samples.length, (bucket + 1) * size); i += 1) {
      max = Math.max(max, Math.abs(samples[i] ?? 0));
    }
    return Math.round(Math.min(1, max) * 100) / 100;
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await mkdir(out, { recursive: true });
  for (const recording of RECORDINGS) {
    const samples = synthesize(recording);
    const file = wav(samples);
    await writeFile(`${out}${recording.name}`, file);
    // Formatted as the repository formats JSON, so that the format check passes.
    const peaksFile = `${out}${recording.name.replace(/\.wav$/, '.peaks.json')}`;
    const options = { ...(await resolveConfig(peaksFile)), parser: 'json' };
    await writeFile(peaksFile, await format(JSON.stringify(peaksOf(samples)), options));
    console.log(`${recording.name}: ${recording.seconds} s, ${(file.length / 1024).toFixed(0)} KiB`);
  }
}
