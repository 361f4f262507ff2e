import { Button, chakra, HStack, Stack, Text, useRecipe, useSlotRecipe } from '@chakra-ui/react';
import { useId, useState, type ReactNode, type SyntheticEvent } from 'react';
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
import { LineIcon } from '@/components/icons/line-icon';

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

  const id = useId();
  const inputStyles = useRecipe({ key: 'input' })({ size: 'sm' });
  const select = useSlotRecipe({ key: 'nativeSelect' })({ size: 'sm' });
  const dateInput = (name: 'from' | 'to', value: string, set: (value: string) => void) => (
    <Labelled id={`${id}-${name}`} label={t(`dashboard.period.${name}`)}>
      <chakra.input
        id={`${id}-${name}`}
        css={inputStyles}
        type="date"
        value={value}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-invalid` : undefined}
        onChange={(event) => set(event.currentTarget.value)}
      />
    </Labelled>
  );

  return (
    <Stack gap="2" align={{ base: 'stretch', md: 'end' }}>
      <HStack gap="3" align="end" wrap="wrap">
        <Labelled id={`${id}-period`} label={t('dashboard.period.label')}>
          <chakra.div css={select['root']} w="11rem">
            <chakra.select
              id={`${id}-period`}
              css={select['field']}
              value={choice}
              onChange={(event) => choose(event.currentTarget.value as PeriodKey)}
            >
              {KEYS.map((key) => (
                <option key={key} value={key}>
                  {t(`dashboard.period.${key}`)}
                </option>
              ))}
            </chakra.select>
            <chakra.div css={select['indicator']}>
              <LineIcon boxSize="1em">
                <path d="m6 9 6 6 6-6" />
              </LineIcon>
            </chakra.div>
          </chakra.div>
        </Labelled>
        {choice === 'custom' && (
          <HStack as="form" gap="2" align="end" wrap="wrap" onSubmit={apply}>
            {dateInput('from', from, setFrom)}
            {dateInput('to', to, setTo)}
            <Button size="sm" type="submit" colorPalette="brand">
              {t('dashboard.period.apply')}
            </Button>
          </HStack>
        )}
      </HStack>
      {invalid ? (
        <Text id={`${id}-invalid`} role="alert" fontSize="sm" color="fg.error">
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

// Drawn with the field's recipe but not Chakra's `Field`, `NativeSelect` and `Input`, whose Ark
// parts (about 6 KiB) would be on the dashboard's first paint for one select and two dates.
function Labelled({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  const field = useSlotRecipe({ key: 'field' })();
  return (
    <chakra.div css={field['root']} w="auto">
      <chakra.label css={field['label']} htmlFor={id}>
        {label}
      </chakra.label>
      {children}
    </chakra.div>
  );
}
