import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { BarChart } from './bar-chart';
import { ChartFigure } from './chart-figure';
import { StackedBarChart } from './stacked-bar-chart';

const table = {
  columns: ['Period', 'Calls'],
  rows: [
    { key: 'a', cells: ['Oct 1 – Oct 3, 2026', '120'] },
    { key: 'b', cells: ['Oct 4 – Oct 10, 2026', '272'] },
  ],
};

describe('ChartFigure', () => {
  it('gives the chart a caption and its data as a table that a button shows', async () => {
    const { container } = await renderWithProviders(
      <ChartFigure caption="392 calls in this period." table={table} tableLabel="Calls per period">
        <svg data-testid="drawing" />
      </ChartFigure>,
    );
    expect(container.querySelector('figcaption')?.textContent).toBe('392 calls in this period.');
    expect(screen.getByTestId('drawing').parentElement?.getAttribute('aria-hidden')).toBe('true');
    const grid = screen.getByRole('table', { name: 'Calls per period' });
    expect(within(grid).getByRole('rowheader', { name: 'Oct 4 – Oct 10, 2026' })).toBeTruthy();
    expect(
      within(grid)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['120', '272']);

    const toggle = screen.getByRole('button', { name: 'Show as a table' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide the table' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('group', { name: 'Calls per period' }).tabIndex).toBe(0);
  });
});

describe('BarChart', () => {
  it('draws one bar per point, with its value in a tooltip, whatever the values', async () => {
    const { container } = await renderWithProviders(
      <BarChart
        integers
        formatValue={(value) => String(value)}
        data={[
          { key: '1', label: 'Oct 1', value: 120 },
          { key: '2', label: 'Oct 4', value: Number.NaN },
          { key: '3', label: 'Oct 11', value: -3 },
          { key: '4', label: 'Oct 18', value: 1e15 },
        ]}
      />,
    );
    const bars = container.querySelectorAll('[data-testid="bar"] rect');
    expect(bars).toHaveLength(4);
    expect(bars[0]?.querySelector('title')?.textContent).toBe('Oct 1: 120');
    expect(bars[1]?.getAttribute('height')).toBe('0');
    expect(bars[2]?.getAttribute('height')).toBe('0');
    for (const bar of bars) expect(Number(bar.getAttribute('height'))).not.toBeNaN();
  });

  it('draws an empty axis without points', async () => {
    const { container } = await renderWithProviders(<BarChart data={[]} formatValue={String} />);
    expect(container.querySelectorAll('rect')).toHaveLength(0);
    expect(container.querySelectorAll('line').length).toBeGreaterThan(1);
  });
});

describe('StackedBarChart', () => {
  const series = [
    { key: 'yes', label: 'Answered', color: 'green' },
    { key: 'no', label: 'Not answered', color: 'gray' },
  ];

  it('stacks the parts of each row and writes its total', async () => {
    const { container } = await renderWithProviders(
      <StackedBarChart
        series={series}
        formatValue={String}
        rows={[
          { key: 'a', label: 'Dental Receptionist', values: { yes: 731, no: 11 } },
          { key: 'b', label: '<b>Recall</b>', values: { yes: 185, no: Number.NaN } },
        ]}
      />,
    );
    const rows = container.querySelectorAll('[data-testid="stack"]');
    expect(rows).toHaveLength(2);
    expect(rows[0]?.querySelectorAll('rect')).toHaveLength(2);
    expect(rows[0]?.textContent).toContain('742');
    expect(rows[1]?.querySelectorAll('rect')).toHaveLength(1);
    expect(rows[1]?.querySelector('b')).toBeNull();
    expect(rows[1]?.textContent).toContain('<b>Recall</b>');
  });
});
