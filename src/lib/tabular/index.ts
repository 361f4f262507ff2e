// papaparse is left out on purpose: `readTabularFile` loads the parsers only when a file is read.
export { cellText } from './cell-text';
export { toTable, uniqueHeaders } from './header';
export { autoMap, carryMapping, normalizeTitle, unmappedRequired } from './mapping';
export {
  readTabularFile,
  tabularAccept,
  tabularKindOf,
  TabularFileError,
  type TabularKind,
  type TabularProblem,
} from './read-file';
export { MAX_COLUMNS, MAX_FILE_BYTES, MAX_ROWS, MAX_UNZIPPED_BYTES } from './limits';
export { neutraliseFormula, toCsv, toCsvBlob, type CsvOptions } from './to-csv';
export type * from './types';
export { checkTable, checkValues, rowValues } from './validate';
export { parseXlsx } from './xlsx';
