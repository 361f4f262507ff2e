import { Field, NativeSelect } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime, timeSlots } from './time-slots';

interface TimeSelectProps {
  value: string | null;
  interval: number;
  locale: string;
  disabled: boolean;
  onChange: (time: string) => void;
}

export function TimeSelect({ value, interval, locale, disabled, onChange }: TimeSelectProps) {
  const { t } = useTranslation();
  const slots = useMemo(() => {
    const list = timeSlots(interval);
    // A value off the interval (set from outside) is still shown rather than silently changed.
    return value !== null && !list.includes(value) ? [...list, value].sort() : list;
  }, [interval, value]);

  return (
    <Field.Root w="auto" disabled={disabled}>
      <Field.Label>{t('dateInput.time')}</Field.Label>
      <NativeSelect.Root size="md" w="9rem">
        <NativeSelect.Field value={value ?? ''} onChange={(event) => onChange(event.currentTarget.value)}>
          {value === null && <option value="">{t('dateInput.noTime')}</option>}
          {slots.map((slot) => (
            <option key={slot} value={slot}>
              {formatTime(slot, locale)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
