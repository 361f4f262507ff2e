import { Button, Wrap } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { statusCounts, type TicketStatus, type TicketStatusCount } from './ticket-model';

interface StatusFilterProps {
  rows: readonly TicketStatusCount[] | undefined;
  value: TicketStatus | undefined;
  onChange: (status: TicketStatus | undefined) => void;
}

export function StatusFilter({ rows, value, onChange }: StatusFilterProps) {
  const { t } = useTranslation();
  const known = rows !== undefined;
  const { counts, total } = statusCounts(rows);
  const label = (name: string, count: number) =>
    known ? t('tickets.filter.withCount', { name, count }) : name;
  return (
    <Wrap role="group" aria-label={t('tickets.filter.label')} gap="2">
      <Button
        size="sm"
        variant={value === undefined ? 'solid' : 'outline'}
        colorPalette={value === undefined ? 'brand' : 'gray'}
        aria-pressed={value === undefined}
        onClick={() => onChange(undefined)}
      >
        {label(t('tickets.filter.all'), total)}
      </Button>
      {counts.map(({ status, count }) => (
        <Button
          key={status}
          size="sm"
          variant={value === status ? 'solid' : 'outline'}
          colorPalette={value === status ? 'brand' : 'gray'}
          aria-pressed={value === status}
          onClick={() => onChange(status)}
        >
          {label(t(`tickets.status.${status}`), count)}
        </Button>
      ))}
    </Wrap>
  );
}
