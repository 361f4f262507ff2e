import Papa from 'papaparse';
import { toTable } from './header';
import type { Table } from './types';

const stripBom = (text: string) => (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);

const candidates = [',', ';', '\t', '|'] as const;

/**
 * The delimiter of the header line (the first non-blank one): the candidate found most often
 * outside quotes there, `,` when none is.
 */
export function guessDelimiter(text: string): string {
  const header =
    text
      .slice(0, 65_536)
      .split(/\r\n|\n|\r/)
      .find((line) => line.trim() !== '') ?? '';
  const counts = new Map<string, number>(candidates.map((candidate) => [candidate, 0]));
  let quoted = false;
  for (const char of header) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && counts.has(char)) counts.set(char, (counts.get(char) ?? 0) + 1);
  }
  let best = ',';
  let bestCount = 0;
  for (const [candidate, count] of counts) {
    if (count > bestCount) {
      best = candidate;
      bestCount = count;
    }
  }
  return best;
}

/**
 * Reads CSV text (a header row, then data): quoted fields with commas, quotes and line breaks,
 * a byte-order mark, CRLF or LF, blank lines skipped. The delimiter is guessed (`,` `;` tab `|`).
 * Rows keep their record number in the file, the header being 1.
 */
export function parseCsv(text: string): Table {
  const clean = stripBom(text);
  const result = Papa.parse<string[]>(clean, { skipEmptyLines: false, delimiter: guessDelimiter(clean) });
  return toTable(result.data);
}

/**
 * Like {@link parseCsv} but yields to the browser every `batch` records, so a very large file
 * never blocks the page for long (a progress callback gets the records read so far).
 */
export function parseCsvInBatches(
  text: string,
  { batch = 5000, onProgress }: { batch?: number; onProgress?: (records: number) => void } = {},
): Promise<Table> {
  return new Promise((resolve, reject) => {
    const raw: string[][] = [];
    const clean = stripBom(text);
    Papa.parse<string[]>(clean, {
      skipEmptyLines: false,
      delimiter: guessDelimiter(clean),
      step: (result, parser) => {
        raw.push(result.data);
        if (raw.length % batch === 0) {
          parser.pause();
          onProgress?.(raw.length);
          setTimeout(() => {
            parser.resume();
          }, 0);
        }
      },
      complete: () => {
        try {
          resolve(toTable(raw));
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      },
    });
  });
}
