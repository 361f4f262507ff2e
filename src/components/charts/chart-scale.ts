export interface Scale {
  max: number;
  ticks: number[];
}

const safe = (value: number): number => (Number.isFinite(value) && value > 0 ? value : 0);

export function niceScale(max: number, count = 4, integers = false): Scale {
  const top = Math.min(safe(max), Number.MAX_SAFE_INTEGER);
  if (top === 0) return { max: 1, ticks: integers ? [0, 1] : [0, 0.5, 1] };
  const raw = top / Math.max(1, count);
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const norm = raw / magnitude;
  let step = (norm <= 1 ? 1 : norm <= 2 ? 2 : norm <= 5 ? 5 : 10) * magnitude;
  if (integers) step = Math.max(1, Math.round(step));
  const steps = Math.max(1, Math.ceil(top / step - 1e-9));
  const ticks = Array.from({ length: steps + 1 }, (_, i) => Number((i * step).toPrecision(12)));
  return { max: steps * step, ticks };
}

export const labelEvery = (count: number, room: number): number =>
  Math.max(1, Math.ceil(count / Math.max(1, room)));

export const clip = (text: string, length: number): string =>
  text.length > length ? `${text.slice(0, Math.max(1, length - 1))}…` : text;
