export interface ContractViolation {
  method: string;
  path: string;
  message: string;
}

export interface ViolationsSnapshot {
  count: number;
  recent: readonly ContractViolation[];
}

export const RECENT_VIOLATIONS = 5;

let snapshot: ViolationsSnapshot = { count: 0, recent: [] };
const listeners = new Set<() => void>();

const publish = (next: ViolationsSnapshot) => {
  snapshot = next;
  for (const listener of listeners) listener();
};

export function recordViolation(violation: ContractViolation): void {
  publish({
    count: snapshot.count + 1,
    recent: [violation, ...snapshot.recent].slice(0, RECENT_VIOLATIONS),
  });
}

export function clearViolations(): void {
  if (snapshot.count === 0 && snapshot.recent.length === 0) return;
  publish({ count: 0, recent: [] });
}

// A new object only on a change, as useSyncExternalStore requires.
export const violationsSnapshot = (): ViolationsSnapshot => snapshot;

export function subscribeViolations(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// Prism names DiagnosticSeverity ("Error"); 0 should a version write the number. Warnings don't count.
const isError = (severity: unknown) => severity === 'Error' || severity === 0;

function describe(item: Record<string, unknown>): string {
  const message = typeof item['message'] === 'string' ? item['message'] : '';
  const location = Array.isArray(item['location'])
    ? item['location'].filter((part) => typeof part === 'string' || typeof part === 'number').join('.')
    : '';
  return [location, message].filter(Boolean).join(': ');
}

function unquote(quoted: string): string {
  try {
    return String(JSON.parse(quoted));
  } catch {
    return quoted.slice(1, -1);
  }
}

// Prism cuts a too-long header after "Too many violations!", no longer JSON: errors are read from the text.
export function errorViolations(header: string | null): string[] {
  if (!header?.trim()) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(header);
  } catch {
    const error = /"severity":\s*(?:"Error"|0(?![\d.]))/;
    if (!error.test(header)) return [];
    const item = header.match(/\{[^{}]*\}/g)?.find((text) => error.test(text)) ?? header;
    const quoted = /"message":\s*("(?:[^"\\]|\\.)*")/.exec(item)?.[1];
    return [quoted ? unquote(quoted) : header.slice(0, 200)];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed
    .filter(isObject)
    .filter((item) => isError(item['severity']))
    .map(describe);
}
