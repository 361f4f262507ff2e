import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { CallAnalysisField } from '@/api/call-analysis';
import type { Call } from './calls-queries';

/** Proposal (post-call analysis): the columns the calls table adds, and what their cells read. */
export interface AnalysisColumns {
  success: boolean;
  fields: readonly CallAnalysisField[];
}

export const NO_ANALYSIS_COLUMNS: AnalysisColumns = { success: false, fields: [] };

/** The agent's fields the address shows, in the agent's order. */
export function analysisColumns(
  success: boolean,
  fields: readonly CallAnalysisField[],
  shown: readonly string[],
): AnalysisColumns {
  const chosen = fields.filter((field) => shown.includes(field.name));
  return success || chosen.length > 0 ? { success, fields: chosen } : NO_ANALYSIS_COLUMNS;
}

/** Whether the server analyses calls: it says so in each call, with `analysis` (null while none). */
export const callsCarryAnalysis = (calls: readonly Call[]): boolean =>
  calls.some((call) => call.analysis !== undefined);

// Resolved once per language with the row's other texts: cells look nothing up.
export interface AnalysisTexts {
  pass: string;
  fail: string;
  yes: string;
  no: string;
  notAnalysed: string;
  number: (value: number) => string;
}

export function analysisTexts(t: TFunction, language: string): AnalysisTexts {
  const numbers = new Intl.NumberFormat(language, { maximumFractionDigits: 6 });
  return {
    pass: t('calls.analysis.pass'),
    fail: t('calls.analysis.fail'),
    yes: t('calls.analysis.yes'),
    no: t('calls.analysis.no'),
    notAnalysed: t('calls.analysis.notAnalysed'),
    number: (value) => numbers.format(value),
  };
}

// The table's own style rules (call-log-table.tsx), keyed by these data attributes.
export const analysisCellStyles = {
  '& [data-verdict]': { display: 'inline-flex', alignItems: 'center', gap: '1' },
  '& [data-verdict] svg': { width: '0.875rem', height: '0.875rem', flexShrink: 0 },
  '& [data-sr]': {
    position: 'absolute',
    width: '1px',
    height: '1px',
    padding: 0,
    margin: '-1px',
    overflow: 'hidden',
    clip: 'rect(0, 0, 0, 0)',
    whiteSpace: 'nowrap',
    borderWidth: 0,
  },
} as const;

const Mark = ({ children }: { children: ReactNode }) => (
  <svg
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2.5"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    {children}
  </svg>
);

const PASS_MARK = (
  <Mark>
    <path d="M5 12.5l4.5 4.5L19 7" />
  </Mark>
);
const FAIL_MARK = (
  <Mark>
    <path d="M7 7l10 10M17 7L7 17" />
  </Mark>
);

function fieldText(value: string | number | boolean, texts: AnalysisTexts): string {
  if (typeof value === 'boolean') return value ? texts.yes : texts.no;
  if (typeof value === 'number') return texts.number(value);
  return value;
}

/**
 * A row's analysis cells: plain elements from the row's own data, no component and no hook, since
 * a scrolled frame mounts rows by the dozen (scripts/bench/calls-table.mjs).
 */
export function analysisCells(call: Call, columns: AnalysisColumns, texts: AnalysisTexts): ReactNode[] {
  const cells: ReactNode[] = [];
  if (columns.success) {
    const verdict = call.analysis?.success?.verdict;
    cells.push(
      <td key="success">
        {verdict && (
          <span data-verdict={verdict} data-tone={verdict === 'pass' ? 'green' : 'red'}>
            {verdict === 'pass' ? PASS_MARK : FAIL_MARK}
            {verdict === 'pass' ? texts.pass : texts.fail}
          </span>
        )}
      </td>,
    );
  }
  for (const field of columns.fields) {
    const value = call.analysis?.values[field.name];
    const numeric = field.type === 'number' ? '' : undefined;
    if (value === undefined || value === null) {
      cells.push(
        <td key={field.name} data-numeric={numeric} data-field={field.name}>
          <span aria-hidden="true" data-muted="">
            —
          </span>
          <span data-sr="">{texts.notAnalysed}</span>
        </td>,
      );
    } else {
      const shown = fieldText(value, texts);
      cells.push(
        <td
          key={field.name}
          data-numeric={numeric}
          data-field={field.name}
          title={field.type === 'text' ? shown : undefined}
        >
          {shown}
        </td>,
      );
    }
  }
  return cells;
}
