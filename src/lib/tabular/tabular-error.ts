export type TabularProblem =
  | 'unsupported'
  | 'unreadable'
  /** Larger than MAX_FILE_BYTES. */
  | 'tooLarge'
  /** More than MAX_ROWS data rows, or MAX_COLUMNS columns. */
  | 'tooManyRows'
  | 'tooManyColumns'
  /** An .xlsx whose parts unpack to more than MAX_UNZIPPED_BYTES (a zip bomb). */
  | 'tooBigUnpacked'
  /** Text holding NUL characters: UTF-16 or UTF-32 without a byte-order mark, or not text at all. */
  | 'encoding';

const problems: readonly TabularProblem[] = [
  'unsupported',
  'unreadable',
  'tooLarge',
  'tooManyRows',
  'tooManyColumns',
  'tooBigUnpacked',
  'encoding',
];

export const isTabularProblem = (value: unknown): value is TabularProblem =>
  problems.includes(value as TabularProblem);

/** Thrown when a file cannot be imported; `reason` says why, for a message of its own. */
export class TabularFileError extends Error {
  constructor(
    readonly reason: TabularProblem,
    options?: { cause?: unknown },
  ) {
    super(`Tabular file refused: ${reason}`, options);
    this.name = 'TabularFileError';
  }
}
