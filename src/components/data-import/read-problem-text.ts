import type { TFunction } from 'i18next';
import { MAX_COLUMNS, MAX_FILE_BYTES, MAX_ROWS, MAX_UNZIPPED_BYTES, MIB } from '@/lib/tabular/limits';
import type { ReadProblem } from './use-data-import';

export function readProblemText(t: TFunction, language: string, problem: ReadProblem): string {
  const number = (value: number) => {
    try {
      return new Intl.NumberFormat(language).format(value);
    } catch {
      return String(value);
    }
  };
  return t(`dataImport.${problem}`, {
    size: number(MAX_FILE_BYTES / MIB),
    rows: number(MAX_ROWS),
    columns: number(MAX_COLUMNS),
    unpacked: number(MAX_UNZIPPED_BYTES / MIB),
  });
}
