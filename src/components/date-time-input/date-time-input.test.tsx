import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { useState, type ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../../public/locales/en/translation.json';
import { DateTimeInput, type DateTimeInputProps } from './date-time-input';

const i18n = i18next.createInstance();

beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { translation: en } },
    interpolation: { escapeValue: false },
  });
});

function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <ChakraProvider value={defaultSystem}>{children}</ChakraProvider>
    </I18nextProvider>
  );
}

type Props = Partial<DateTimeInputProps>;

/** The input with its value held in state, as a form would hold it. */
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
  render(<Harness {...props} />, { wrapper: Providers });

const dateBox = () => screen.getByRole('textbox', { name: 'Appointment' });

function type(text: string) {
  fireEvent.change(dateBox(), { target: { value: text } });
  fireEvent.blur(dateBox());
}

describe('DateTimeInput', () => {
  it('shows the value as MM/dd/yyyy with the format as a hint', () => {
    renderInput({ initial: '2026-11-23T09:30' });
    expect(dateBox()).toHaveProperty('value', '11/23/2026');
    expect(screen.getByText('Format: MM/DD/YYYY')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Time' })).toHaveProperty('value', '09:30');
  });

  it('offers the times of the day every 30 minutes', () => {
    renderInput({ initial: '2026-11-23T09:30' });
    const options = within(screen.getByRole('combobox', { name: 'Time' })).getAllByRole('option');
    expect(options).toHaveLength(48);
    expect(options.slice(0, 3).map((option) => option.getAttribute('value'))).toEqual([
      '00:00',
      '00:30',
      '01:00',
    ]);
  });

  it('reports an unreadable date with code 1 and shows the message beside the field', () => {
    const onError = vi.fn();
    const onChange = vi.fn();
    renderInput({ initial: '2026-11-23T09:30', onError, onChange });
    type('13/45/2026');
    expect(onError).toHaveBeenCalledWith({ code: 1, message: 'Date input not valid' });
    expect(onChange).not.toHaveBeenCalled();
    const message = screen.getByText('Date input not valid');
    expect(dateBox().getAttribute('aria-invalid')).toBe('true');
    expect(dateBox().getAttribute('aria-describedby')?.split(' ')).toContain(message.id);
  });

  it('treats a disabled day as not valid: outside min and max, or excluded', () => {
    const onError = vi.fn();
    const onChange = vi.fn();
    renderInput({ min: '2026-11-01', max: '2026-12-31', excluded: ['2026-11-26'], onError, onChange });
    for (const text of ['10/31/2026', '01/01/2027', '11/26/2026']) {
      type(text);
      expect(screen.getByText('Date input not valid')).toBeTruthy();
    }
    expect(onError).toHaveBeenCalledTimes(3);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('takes a valid typed date, clears the message and keeps the chosen time', () => {
    const onChange = vi.fn();
    renderInput({ onChange });
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

  it('gives a date only without the time list', () => {
    const onChange = vi.fn();
    renderInput({ showTime: false, onChange });
    expect(screen.queryByRole('combobox', { name: 'Time' })).toBeNull();
    type('11/23/2026');
    expect(onChange).toHaveBeenLastCalledWith('2026-11-23');
    fireEvent.change(dateBox(), { target: { value: '' } });
    fireEvent.keyDown(dateBox(), { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('names its calendar button after the selected day', () => {
    renderInput({ initial: '2026-11-23T09:30' });
    expect(
      screen.getByRole('button', { name: 'Choose date, selected date is Monday, November 23, 2026' }),
    ).toBeTruthy();
  });
});
