// A timing on this 2-core machine moves 20-30% from one run to the next: each module runs several
// times, and a figure is the median of its runs. A run that failed fails the module.
export function medianFigures(runs) {
  const failed = runs.find((run) => typeof run?.error === 'string');
  if (failed) return { error: failed.error };
  const [first = {}] = runs;
  const figures = {};
  for (const [key, value] of Object.entries(first)) {
    const values = runs.map((run) => run[key]);
    if (typeof value !== 'number' || values.some((each) => typeof each !== 'number')) {
      figures[key] = value;
      continue;
    }
    const sorted = [...values].sort((a, b) => a - b);
    const middle = sorted.length >> 1;
    figures[key] = sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  }
  return figures;
}
