const round = (ms) => Math.round(ms * 10) / 10;

// Nearest rank, as web-vitals reports INP's p75: a value that was measured, never one between two.
const rank = (sorted, share) => sorted[Math.max(0, Math.ceil(sorted.length * share) - 1)];

/** Median, 75th percentile and worst of a set of timings, in ms to a tenth. */
export function summary(times) {
  if (times.length === 0) return { median: NaN, p75: NaN, worst: NaN };
  const sorted = [...times].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  const median = sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  return { median: round(median), p75: round(rank(sorted, 0.75)), worst: round(sorted.at(-1)) };
}
