export type TabularProblem =
  | 'unsupported'
  | 'unreadable'
  | 'tooLarge'
  | 'tooManyRows'
  | 'tooManyColumns'
  | 'tooBigUnpacked'
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

export class TabularFileError extends Error {
  constructor(
    readonly reason: TabularProblem,
    options?: { cause?: unknown },
  ) {
    super(`Tabular file refused: ${reason}`, options);
    this.name = 'TabularFileError';
  }
}
