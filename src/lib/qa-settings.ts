import { readItem, storageKeys, writeItem } from './session/storage';

/**
 * How QA wants the mock to answer (only when the console runs against the mock): the contract's
 * examples, random data that fits the schema, or a chosen error status; plus added latency.
 * Kept in localStorage so the choice survives a reload.
 */
export type QaMode = 'examples' | 'dynamic' | 'error';

export interface QaSettings {
  mode: QaMode;
  /** The status asked for in `error` mode. */
  status: number;
  /** Milliseconds added before every request. */
  latencyMs: number;
}

export const QA_ERROR_STATUSES = [400, 401, 403, 404, 422, 500] as const;
export const QA_LATENCIES = [0, 300, 1000, 3000] as const;
export const defaultQaSettings: QaSettings = { mode: 'examples', status: 500, latencyMs: 0 };

const isMode = (value: unknown): value is QaMode =>
  value === 'examples' || value === 'dynamic' || value === 'error';

export function readQaSettings(): QaSettings {
  try {
    const parsed: unknown = JSON.parse(readItem(storageKeys.qa) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return defaultQaSettings;
    const record = parsed as Record<string, unknown>;
    const status = Number(record['status']);
    const latencyMs = Number(record['latencyMs']);
    return {
      mode: isMode(record['mode']) ? record['mode'] : 'examples',
      status: Number.isInteger(status) && status >= 100 && status <= 599 ? status : 500,
      latencyMs: Number.isFinite(latencyMs) && latencyMs > 0 ? Math.min(latencyMs, 10_000) : 0,
    };
  } catch {
    return defaultQaSettings;
  }
}

export const writeQaSettings = (settings: QaSettings): void =>
  writeItem(storageKeys.qa, JSON.stringify(settings));

/** The Prism `Prefer` header for the settings, or null for the plain examples. */
export function preferHeader(settings: QaSettings): string | null {
  if (settings.mode === 'dynamic') return 'dynamic=true';
  if (settings.mode === 'error') return `code=${settings.status}`;
  return null;
}
