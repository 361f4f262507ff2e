import type { TranscriptLine } from './transcript';

export function activeLineAt(lines: readonly TranscriptLine[], seconds: number): number {
  const ms = seconds * 1000;
  let found = -1;
  for (let index = 0; index < lines.length; index += 1) {
    const start = lines[index]?.startMs;
    if (start === undefined) continue;
    if (start > ms) break;
    found = index;
  }
  return found;
}
