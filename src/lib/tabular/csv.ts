import Papa from 'papaparse';
import { toTable } from './header';
import { TabularFileError } from './tabular-error';
import type { Table } from './types';

const stripBom = (text: string) => (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);

// Papa's guess, blank lines skipped (one-field rows spoil it); the real parse keeps them for row numbers.
const delimiterOf = (text: string): string =>
  Papa.parse<string[]>(text, {
    preview: 1,
    skipEmptyLines: 'greedy',
    delimitersToGuess: [',', ';', '\t', '|'],
  }).meta.delimiter;

export function parseCsv(text: string): Table {
  const clean = stripBom(text);
  const result = Papa.parse<string[]>(clean, { skipEmptyLines: false, delimiter: delimiterOf(clean) });
  return toTable(result.data);
}

const hasText = (cells: readonly string[]) => cells.some((cell) => cell.trim() !== '');

// Yields to the browser every `batch` records, so that a very large file never blocks the page for long.
export function parseCsvInBatches(
  text: string,
  {
    batch = 5000,
    onProgress,
    maxRows = Number.POSITIVE_INFINITY,
    maxColumns = Number.POSITIVE_INFINITY,
  }: { batch?: number; onProgress?: (records: number) => void; maxRows?: number; maxColumns?: number } = {},
): Promise<Table> {
  return new Promise((resolve, reject) => {
    const raw: string[][] = [];
    let filled = 0;
    let refused = false;
    const refuse = (parser: Papa.Parser, reason: 'tooManyRows' | 'tooManyColumns') => {
      refused = true;
      parser.abort();
      reject(new TabularFileError(reason));
    };
    const clean = stripBom(text);
    Papa.parse<string[]>(clean, {
      skipEmptyLines: false,
      delimiter: delimiterOf(clean),
      step: (result, parser) => {
        if (refused) return;
        if (result.data.length > maxColumns) {
          refuse(parser, 'tooManyColumns');
          return;
        }
        if (hasText(result.data)) filled += 1;
        if (filled > maxRows + 1) {
          refuse(parser, 'tooManyRows');
          return;
        }
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
        if (refused) return;
        try {
          resolve(toTable(raw));
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      },
    });
  });
}
