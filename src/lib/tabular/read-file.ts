import { decodeText } from './decode-text';
import { MAX_FILE_BYTES } from './limits';
import type { ParseAnswer, ParseRequest } from './parse-messages';
import { TabularFileError } from './tabular-error';
import type { TableSheet } from './types';

export { TabularFileError, type TabularProblem } from './tabular-error';

export type TabularKind = 'csv' | 'xlsx';

/** The kind of a file by its name, then its media type; undefined when it is neither. */
export function tabularKindOf(file: { name: string; type: string }): TabularKind | undefined {
  const name = file.name.toLowerCase();
  if (name.endsWith('.csv') || name.endsWith('.txt') || name.endsWith('.tsv')) return 'csv';
  if (name.endsWith('.xlsx')) return 'xlsx';
  if (file.type === 'text/csv' || file.type === 'text/plain') return 'csv';
  if (file.type === 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet') return 'xlsx';
  return undefined;
}

/** The accept attribute of a file input for {@link readTabularFile}. */
export const tabularAccept =
  '.csv,.tsv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The text of a CSV file, its encoding told by its byte-order mark (see `decodeText`). */
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

/**
 * Reads a CSV or `.xlsx` file into its sheets (a CSV file has one, named after the file). A file
 * over MAX_FILE_BYTES is refused before it is read; the parsing runs in a worker (the parsers load
 * there, never with the screen that offers the import), and on the page only where there are no
 * workers. Failures are {@link TabularFileError}s.
 */
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
