import { readItem, storageKeys, writeItem } from './session/storage';

/**
 * How QA wants the mock to answer (only when the console runs against the mock): normal answers,
 * random data that fits the schema, or a chosen error status (for every call or for one); whether
 * the mock keeps the changes made or only answers the contract's examples; plus added latency.
 * Kept in localStorage so the choice survives a reload.
 */
export type QaMode = 'examples' | 'dynamic' | 'error';

/** Sent as `X-Mock-State`: the mock keeps what requests change, or answers the static examples. */
export type QaDataMode = 'remember' | 'examples';

export interface QaSettings {
  mode: QaMode;
  /** The status asked for in `error` mode. */
  status: number;
  /** Milliseconds added before every request. */
  latencyMs: number;
  data: QaDataMode;
  /** The operationId that `error` mode fails; null fails every call. */
  errorTarget: string | null;
}

// 400 is left out: no operation of the contract declares it, so Prism could not answer it.
export const QA_ERROR_STATUSES = [401, 403, 404, 422, 500] as const;
export const QA_LATENCIES = [0, 300, 1000, 3000] as const;
export const QA_DATA_MODES: readonly QaDataMode[] = ['remember', 'examples'];
export const defaultQaSettings: QaSettings = {
  mode: 'examples',
  status: 500,
  latencyMs: 0,
  data: 'remember',
  errorTarget: null,
};

const isMode = (value: unknown): value is QaMode =>
  value === 'examples' || value === 'dynamic' || value === 'error';
const isDataMode = (value: unknown): value is QaDataMode => value === 'remember' || value === 'examples';

// Settings stored before `data` and `errorTarget` existed (and those the e2e tests write) read
// with their defaults.
export function readQaSettings(): QaSettings {
  try {
    const parsed: unknown = JSON.parse(readItem(storageKeys.qa) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return defaultQaSettings;
    const record = parsed as Record<string, unknown>;
    const status = Number(record['status']);
    const latencyMs = Number(record['latencyMs']);
    const target = record['errorTarget'];
    return {
      mode: isMode(record['mode']) ? record['mode'] : 'examples',
      status: Number.isInteger(status) && status >= 100 && status <= 599 ? status : 500,
      latencyMs: Number.isFinite(latencyMs) && latencyMs > 0 ? Math.min(latencyMs, 10_000) : 0,
      data: isDataMode(record['data']) ? record['data'] : 'remember',
      errorTarget: typeof target === 'string' && target !== '' ? target : null,
    };
  } catch {
    return defaultQaSettings;
  }
}

export const writeQaSettings = (settings: QaSettings): void =>
  writeItem(storageKeys.qa, JSON.stringify(settings));

/**
 * The Prism `Prefer` header for a request, or null for a normal answer. `targeted` says whether
 * the request is the call `errorTarget` names (only asked when there is one).
 */
export function preferHeader(settings: QaSettings, targeted = false): string | null {
  if (settings.mode === 'dynamic') return 'dynamic=true';
  if (settings.mode === 'error' && (settings.errorTarget === null || targeted)) {
    return `code=${settings.status}`;
  }
  return null;
}
