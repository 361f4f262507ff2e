import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { resolvePeriod, type DashboardSearch } from './dashboard-period';
import { PeriodSelect } from './period-select';

async function setup(search: DashboardSearch = {}) {
  const onChange = vi.fn<(search: DashboardSearch) => void>();
  await renderWithProviders(
    <PeriodSelect period={resolvePeriod(search, '2026-11-21')} onChange={onChange} />,
  );
  return onChange;
}

const select = () => screen.getByRole('combobox', { name: 'Period' });

describe('PeriodSelect', () => {
  it('shows the period and its days', async () => {
    await setup();
    expect((select() as HTMLSelectElement).value).toBe('30d');
    expect(screen.getByText('Oct 23, 2026 – Nov 21, 2026')).toBeTruthy();
  });

  it('asks for a preset at once, the default one with a clean URL', async () => {
    const onChange = await setup({ period: '7d' });
    fireEvent.change(select(), { target: { value: '90d' } });
    expect(onChange).toHaveBeenLastCalledWith({ period: '90d' });
    fireEvent.change(select(), { target: { value: '30d' } });
    expect(onChange).toHaveBeenLastCalledWith({});
  });

  it('applies a custom range only when it is valid', async () => {
    const onChange = await setup();
    fireEvent.change(select(), { target: { value: 'custom' } });
    expect(onChange).not.toHaveBeenCalled();
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    expect((from as HTMLInputElement).value).toBe('2026-10-23');
    fireEvent.change(from, { target: { value: '2026-11-30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Choose a start date on or before the end date, at most a year apart.',
    );
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(from, { target: { value: '2026-10-01' } });
    fireEvent.change(to, { target: { value: '2026-10-31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onChange).toHaveBeenCalledWith({ period: 'custom', from: '2026-10-01', to: '2026-10-31' });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
