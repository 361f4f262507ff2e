import { Button, Field, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  isValidRange,
  PRESETS,
  searchFor,
  type DashboardSearch,
  type PeriodKey,
  type ResolvedPeriod,
} from './dashboard-period';
import { useFormat } from './use-format';

const KEYS: readonly PeriodKey[] = [...PRESETS, 'custom'];

interface PeriodSelectProps {
  period: ResolvedPeriod;
  onChange: (search: DashboardSearch) => void;
}

export function PeriodSelect({ period, onChange }: PeriodSelectProps) {
  const { t } = useTranslation();
  const format = useFormat();
  // 'custom' is chosen in the select before a range is applied.
  const [choice, setChoice] = useState<PeriodKey>(period.key);
  const [from, setFrom] = useState(period.from);
  const [to, setTo] = useState(period.to);
  const [invalid, setInvalid] = useState(false);
  // When the URL changes (back button, a link), follow it; the select keeps its focus.
  const signature = `${period.key}:${period.from}:${period.to}`;
  const [shown, setShown] = useState(signature);
  if (shown !== signature) {
    setShown(signature);
    setChoice(period.key);
    setFrom(period.from);
    setTo(period.to);
    setInvalid(false);
  }

  const choose = (key: PeriodKey) => {
    setChoice(key);
    setInvalid(false);
    if (key === 'custom') {
      setFrom(period.from);
      setTo(period.to);
    } else {
      onChange(searchFor(key));
    }
  };

  const apply = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!isValidRange(from, to)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    onChange(searchFor('custom', { from, to }));
  };

  return (
    <Stack gap="2" align={{ base: 'stretch', md: 'end' }}>
      <HStack gap="3" align="end" wrap="wrap">
        <Field.Root w="auto">
          <Field.Label>{t('dashboard.period.label')}</Field.Label>
          <NativeSelect.Root size="sm" w="11rem">
            <NativeSelect.Field
              value={choice}
              onChange={(event) => choose(event.currentTarget.value as PeriodKey)}
            >
              {KEYS.map((key) => (
                <option key={key} value={key}>
                  {t(`dashboard.period.${key}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {choice === 'custom' && (
          <HStack as="form" gap="2" align="end" wrap="wrap" onSubmit={apply}>
            <Field.Root w="auto" invalid={invalid}>
              <Field.Label>{t('dashboard.period.from')}</Field.Label>
              <Input
                size="sm"
                type="date"
                value={from}
                onChange={(event) => setFrom(event.currentTarget.value)}
              />
            </Field.Root>
            <Field.Root w="auto" invalid={invalid}>
              <Field.Label>{t('dashboard.period.to')}</Field.Label>
              <Input
                size="sm"
                type="date"
                value={to}
                onChange={(event) => setTo(event.currentTarget.value)}
              />
            </Field.Root>
            <Button size="sm" type="submit" colorPalette="brand">
              {t('dashboard.period.apply')}
            </Button>
          </HStack>
        )}
      </HStack>
      {invalid ? (
        <Text role="alert" fontSize="sm" color="fg.error">
          {t('dashboard.period.invalid')}
        </Text>
      ) : (
        <Text fontSize="sm" color="fg.muted" data-testid="period-range">
          {t('dashboard.period.range', { from: format.fullDay(period.from), to: format.fullDay(period.to) })}
        </Text>
      )}
    </Stack>
  );
}
