import { readItem, storageKeys, writeItem } from './session/storage';

export type QaMode = 'examples' | 'dynamic' | 'error';

export type QaDataMode = 'remember' | 'examples';

export interface QaSettings {
  mode: QaMode;
  status: number;
  latencyMs: number;
  data: QaDataMode;
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

// Settings stored before `data` and `errorTarget` existed (and those e2e tests write) get their defaults.
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

export function preferHeader(settings: QaSettings, targeted = false): string | null {
  if (settings.mode === 'dynamic') return 'dynamic=true';
  if (settings.mode === 'error' && (settings.errorTarget === null || targeted)) {
    return `code=${settings.status}`;
  }
  return null;
}
