import { screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { CallAnalysis, CallAnalysisField } from '@/api/call-analysis';
import { renderWithProviders } from '@/test/render';
import {
  analysisCells,
  analysisColumns,
  analysisTexts,
  callsCarryAnalysis,
  NO_ANALYSIS_COLUMNS,
  type AnalysisColumns,
} from './calls-analysis-columns';
import type { Call } from './calls-queries';

const FIELDS: CallAnalysisField[] = [
  { name: 'appointment_booked', type: 'boolean', description: 'Booked?' },
  { name: 'treatment', type: 'option', description: 'Which', options: ['cleaning', 'whitening'] },
  { name: 'minutes', type: 'number', description: 'How long' },
];

const analysed = (values: CallAnalysis['values'], verdict: 'pass' | 'fail' | null): CallAnalysis => ({
  state: 'done',
  analysedAt: '2026-11-20T16:02:11Z',
  settingsRevision: 1,
  values,
  success: verdict ? { verdict, reason: 'Because.' } : null,
  redacted: [],
});
const callWith = (analysis: CallAnalysis | null | undefined) =>
  ({ id: 'c1', ...(analysis === undefined ? {} : { analysis }) }) as unknown as Call;

function Row({ call, columns }: { call: Call; columns: AnalysisColumns }) {
  const { t, i18n } = useTranslation();
  return (
    <table>
      <tbody>
        <tr>{analysisCells(call, columns, analysisTexts(t, i18n.language))}</tr>
      </tbody>
    </table>
  );
}

describe('the analysis columns (proposal)', () => {
  it('shows the chosen fields in the agent order, and nothing without support or choice', () => {
    const columns = analysisColumns(true, FIELDS, ['minutes', 'appointment_booked', 'gone']);
    expect(columns.fields.map((field) => field.name)).toEqual(['appointment_booked', 'minutes']);
    expect(analysisColumns(false, FIELDS, [])).toBe(NO_ANALYSIS_COLUMNS);
  });

  it('tells support from the calls themselves', () => {
    expect(callsCarryAnalysis([callWith(undefined), callWith(null)])).toBe(true);
    expect(callsCarryAnalysis([callWith(undefined)])).toBe(false);
    expect(callsCarryAnalysis([])).toBe(false);
  });

  it('writes the verdict as a word, and the values as yes/no, option and number', async () => {
    const columns = analysisColumns(true, FIELDS, ['appointment_booked', 'treatment', 'minutes']);
    const call = callWith(
      analysed({ appointment_booked: true, treatment: 'whitening', minutes: 1234.5 }, 'pass'),
    );
    const { container } = await renderWithProviders(<Row call={call} columns={columns} />);
    const cells = [...container.querySelectorAll('td')].map((cell) => cell.textContent);
    expect(cells).toEqual(['Pass', 'Yes', 'whitening', '1,234.5']);
  });

  it('leaves the verdict empty before an analysis and marks a missing value as not analysed', async () => {
    const columns = analysisColumns(true, FIELDS, ['appointment_booked', 'minutes']);
    const call = callWith(analysed({ appointment_booked: null }, null));
    const { container } = await renderWithProviders(<Row call={call} columns={columns} />, {
      language: 'es',
    });
    const cells = [...container.querySelectorAll('td')];
    expect(cells[0]?.textContent).toBe('');
    expect(screen.getAllByText('Sin analizar')).toHaveLength(2);
    expect(cells[1]?.querySelector('[aria-hidden]')?.textContent).toBe('—');
  });

  it('says Fail and No in Spanish too', async () => {
    const columns = analysisColumns(true, FIELDS, ['appointment_booked']);
    const call = callWith(analysed({ appointment_booked: false }, 'fail'));
    const { container } = await renderWithProviders(<Row call={call} columns={columns} />, {
      language: 'es',
    });
    expect([...container.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual(['Fallida', 'No']);
  });
});
