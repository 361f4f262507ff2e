import { decodeText } from './decode-text';
import { MAX_FILE_BYTES } from './limits';
import type { ParseAnswer, ParseRequest } from './parse-messages';
import { TabularFileError } from './tabular-error';
import type { TableSheet } from './types';

export { TabularFileError, type TabularProblem } from './tabular-error';

export type TabularKind = 'csv' | 'xlsx';

export function tabularKindOf(file: { name: string; type: string }): TabularKind | undefined {
  const name = file.name.toLowerCase();
  if (name.endsWith('.csv') || name.endsWith('.txt') || name.endsWith('.tsv')) return 'csv';
  if (name.endsWith('.xlsx')) return 'xlsx';
  if (file.type === 'text/csv' || file.type === 'text/plain') return 'csv';
  if (file.type === 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet') return 'xlsx';
  return undefined;
}

export const tabularAccept =
  '.csv,.tsv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export async function readCsvText(file: Blob): Promise<string> {
  return decodeText(new Uint8Array(await file.arrayBuffer()));
}

function parseInWorker(request: ParseRequest): Promise<TableSheet[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./parse.worker.ts', import.meta.url), { type: 'module' });
    worker.addEventListener('message', (event: MessageEvent<ParseAnswer>) => {
      worker.terminate();
      const answer = event.data;
      if (answer.ok) resolve(answer.sheets);
      else reject(new TabularFileError(answer.reason));
    });
    worker.addEventListener('error', (event) => {
      worker.terminate();
      reject(new TabularFileError('unreadable', { cause: event.message }));
    });
    worker.postMessage(request, [request.bytes]);
  });
}

// Parsed in a worker, so that the parsers never load with the screen that offers the import.
export async function readTabularFile(file: File): Promise<TableSheet[]> {
  const kind = tabularKindOf(file);
  if (kind === undefined) throw new TabularFileError('unsupported');
  if (file.size > MAX_FILE_BYTES) throw new TabularFileError('tooLarge');
  let bytes: ArrayBuffer;
  try {
    bytes = await file.arrayBuffer();
  } catch (error) {
    throw new TabularFileError('unreadable', { cause: error });
  }
  const request: ParseRequest = { kind, name: file.name, bytes };
  if (typeof Worker === 'function') return parseInWorker(request);
  const { parseTabularBytes } = await import('./parse-bytes');
  return parseTabularBytes(request.kind, request.name, request.bytes);
}
