import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { DateTimeInput, type DateTimeInputProps } from './date-time-input';

// jsdom has none, and the calendar's positioning (floating-ui) watches its anchor's size.
vi.stubGlobal(
  'ResizeObserver',
  class {
    observe() {}
    unobserve() {}
    disconnect() {}
  },
);

// The calendar is loaded lazily; transforming it (Ark's date picker) once here keeps that cost out
// of the tests' own time.
beforeAll(() => import('./calendar-popover'), 60_000);

type Props = Partial<DateTimeInputProps>;

function Harness({ initial = null, onChange, ...props }: Props & { initial?: string | null }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <DateTimeInput
      label="Appointment"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
      today="2026-11-23"
      {...props}
    />
  );
}

const renderInput = (props: Props & { initial?: string | null } = {}) =>
  renderWithProviders(<Harness {...props} />);

const dateBox = () => screen.getByRole('textbox', { name: 'Appointment' });

function type(text: string) {
  fireEvent.change(dateBox(), { target: { value: text } });
  fireEvent.blur(dateBox());
}

describe('DateTimeInput', () => {
  it('shows the value as MM/dd/yyyy with the format as a hint', async () => {
    await renderInput({ initial: '2026-11-23T09:30' });
    expect(dateBox()).toHaveProperty('value', '11/23/2026');
    expect(screen.getByText('Format: MM/DD/YYYY')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Time' })).toHaveProperty('value', '09:30');
  });

  it('offers the times of the day every 30 minutes', async () => {
    await renderInput({ initial: '2026-11-23T09:30' });
    const options = within(screen.getByRole('combobox', { name: 'Time' })).getAllByRole('option');
    expect(options).toHaveLength(48);
    expect(options.slice(0, 3).map((option) => option.getAttribute('value'))).toEqual([
      '00:00',
      '00:30',
      '01:00',
    ]);
  });

  it('reports an unreadable date with code 1 and shows the message beside the field', async () => {
    const onError = vi.fn();
    const onChange = vi.fn();
    await renderInput({ initial: '2026-11-23T09:30', onError, onChange });
    type('13/45/2026');
    expect(onError).toHaveBeenCalledWith({ code: 1, message: 'Date input not valid' });
    expect(onChange).not.toHaveBeenCalled();
    const message = screen.getByText('Date input not valid');
    expect(dateBox().getAttribute('aria-invalid')).toBe('true');
    expect(dateBox().getAttribute('aria-describedby')?.split(' ')).toContain(message.id);
  });

  it('treats a disabled day as not valid: outside min and max, or excluded', async () => {
    const onError = vi.fn();
    const onChange = vi.fn();
    await renderInput({ min: '2026-11-01', max: '2026-12-31', excluded: ['2026-11-26'], onError, onChange });
    for (const text of ['10/31/2026', '01/01/2027', '11/26/2026']) {
      type(text);
      expect(screen.getByText('Date input not valid')).toBeTruthy();
    }
    expect(onError).toHaveBeenCalledTimes(3);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('takes a valid typed date, clears the message and keeps the chosen time', async () => {
    const onChange = vi.fn();
    await renderInput({ onChange });
    type('nonsense');
    expect(screen.getByText('Date input not valid')).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Time' }), { target: { value: '14:30' } });
    expect(onChange).not.toHaveBeenCalled();
    type('1/5/2027');
    expect(onChange).toHaveBeenLastCalledWith('2027-01-05T14:30');
    expect(screen.queryByText('Date input not valid')).toBeNull();
    expect(dateBox()).toHaveProperty('value', '01/05/2027');
    expect(dateBox().getAttribute('aria-invalid')).toBeNull();
  });

  it('gives a date only without the time list', async () => {
    const onChange = vi.fn();
    await renderInput({ showTime: false, onChange });
    expect(screen.queryByRole('combobox', { name: 'Time' })).toBeNull();
    type('11/23/2026');
    expect(onChange).toHaveBeenLastCalledWith('2026-11-23');
    fireEvent.change(dateBox(), { target: { value: '' } });
    fireEvent.keyDown(dateBox(), { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('names its calendar button after the selected day', async () => {
    await renderInput({ initial: '2026-11-23T09:30' });
    expect(
      screen.getByRole('button', { name: 'Choose date, selected date is Monday, November 23, 2026' }),
    ).toBeTruthy();
  });

  it('opens a calendar of the month, where a day is picked and the focus goes back to the button', async () => {
    const onChange = vi.fn();
    await renderInput({ initial: '2026-11-23', showTime: false, max: '2026-11-27', onChange });
    const trigger = screen.getByRole('button', { name: /^Choose date/ });
    fireEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Choose date' });
    const grid = within(dialog).getByRole('grid', { name: 'November 2026' });
    const cellOf = (name: string) => within(grid).getByRole('button', { name }).closest('[role=gridcell]');
    expect(cellOf('Monday, November 23, 2026')?.getAttribute('aria-selected')).toBe('true');
    expect(cellOf('Saturday, November 28, 2026')?.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(within(grid).getByRole('button', { name: 'Wednesday, November 25, 2026' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('2026-11-25'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(dateBox()).toHaveProperty('value', '11/25/2026');
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: /^Choose date, selected date is Wednesday/ }),
    );
  });

  it('marks the day it is given as today, not the browser’s', async () => {
    await renderInput({ showTime: false, today: '2026-11-23' });
    fireEvent.click(screen.getByRole('button', { name: 'Choose date' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose date' });
    const day = within(dialog).getByRole('button', { name: 'Monday, November 23, 2026' });
    expect(day.closest('[role=gridcell]')?.getAttribute('aria-current')).toBe('date');
  });
});
