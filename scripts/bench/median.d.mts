export function medianFigures(runs: readonly Record<string, unknown>[]): Record<string, unknown>;
