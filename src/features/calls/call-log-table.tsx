import { Box, Button, Table, Text } from '@chakra-ui/react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useRef } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { CallActionsMenu, type CallAction } from './call-actions-menu';
import { formatCost, formatDateTime, formatDuration } from '@/lib/format';
import type { Call } from './calls-queries';
import type { SortField, SortOrder } from './call-search';
import { SortIcon } from './calls-icons';

export const ROW_HEIGHT = 48;

interface Column {
  key: string;
  sort?: SortField;
  width: string;
  numeric?: boolean;
}

const COLUMNS: readonly Column[] = [
  { key: 'date', sort: 'createdAt', width: '11rem' },
  { key: 'direction', sort: 'direction', width: '7.5rem' },
  { key: 'status', sort: 'status', width: '8.5rem' },
  { key: 'from', width: '9rem' },
  { key: 'to', width: '9rem' },
  { key: 'agent', sort: 'agentName', width: '10rem' },
  { key: 'contact', sort: 'leadName', width: '10rem' },
  { key: 'duration', sort: 'duration', width: '6.5rem', numeric: true },
  { key: 'cost', sort: 'cost', width: '6.5rem', numeric: true },
  { key: 'outcome', width: '11rem' },
  { key: 'sentiment', width: '7.5rem' },
  { key: 'actions', width: '4rem' },
];

const STATUS_PALETTE: Record<string, string> = {
  completed: 'green',
  queued: 'blue',
  ringing: 'purple',
  'in-progress': 'purple',
  failed: 'red',
  busy: 'orange',
  'no-answer': 'orange',
  voicemail: 'gray',
};
const SENTIMENT_PALETTE: Record<string, string> = { positive: 'green', neutral: 'gray', negative: 'red' };

// Plain elements styled from the table: a styled component per cell would cost a style computation
// each, over thousands of rows.
const rowStyles = {
  '& tbody td': {
    px: '3',
    borderBottomWidth: '1px',
    borderColor: 'border',
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    fontSize: 'sm',
  },
  '& tbody td[data-numeric]': { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  '& tbody tr[data-call-id]:hover': { bg: 'bg.muted' },
  '& [data-tone]': {
    display: 'inline-block',
    px: '1.5',
    borderRadius: 'sm',
    fontSize: 'xs',
    fontWeight: 'medium',
    lineHeight: '1.25rem',
  },
  '& [data-tone][data-outline]': { borderWidth: '1px', borderColor: 'currentColor' },
  '& [data-tone=green]': { bg: 'green.subtle', color: 'green.fg' },
  '& [data-tone=blue]': { bg: 'blue.subtle', color: 'blue.fg' },
  '& [data-tone=purple]': { bg: 'purple.subtle', color: 'purple.fg' },
  '& [data-tone=red]': { bg: 'red.subtle', color: 'red.fg' },
  '& [data-tone=orange]': { bg: 'orange.subtle', color: 'orange.fg' },
  '& [data-tone=gray]': { bg: 'gray.subtle', color: 'gray.fg' },
  '& [data-outline]': { bg: 'transparent' },
  '& [data-muted]': { color: 'fg.muted' },
  '& [data-row-menu]': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSize: '8',
    borderRadius: 'l2',
    cursor: 'pointer',
    _hover: { bg: 'bg.muted' },
    _focusVisible: { outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' },
  },
  '& [data-row-menu] svg': { boxSize: '4' },
} as const;

export interface CallLogTableProps {
  calls: readonly Call[];
  offset: number;
  total: number;
  sort: SortField;
  order: SortOrder;
  onSort: (field: SortField) => void;
  onAction: (call: Call, action: CallAction) => void;
  busy: boolean;
}

export function useCallLabel() {
  const { t, i18n } = useTranslation();
  return (call: Call) => callLabel(call, t, i18n.language);
}

function callLabel(call: Call, t: TFunction, language: string): string {
  const other = call.leadName ?? (call.direction === 'inbound' ? call.from : call.to);
  const when = formatDateTime(call.startedAt ?? call.scheduledAt ?? call.createdAt, language);
  return t('calls.label', { other, when });
}

export function CallLogTable({
  calls,
  offset,
  total,
  sort,
  order,
  onSort,
  onAction,
  busy,
}: CallLogTableProps) {
  const { t, i18n } = useTranslation();
  const scrollRef = useRef<HTMLDivElement>(null);
  // The virtualiser's functions cannot be memoised by the React compiler; it skips this component,
  // and the rows below are memoised by hand.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: calls.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 4,
    initialRect: { width: 1200, height: 640 },
  });
  const items = virtualizer.getVirtualItems();
  const padTop = items[0]?.start ?? 0;
  const padBottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  const rowCount = Math.max(total, offset + calls.length) + 1;

  return (
    <Box
      ref={scrollRef}
      data-testid="calls-scroll"
      overflow="auto"
      maxH="min(70vh, 42rem)"
      borderWidth="1px"
      borderRadius="lg"
      opacity={busy ? 0.6 : 1}
      transition="opacity 0.2s"
    >
      <Table.Root
        size="sm"
        stickyHeader
        aria-label={t('calls.table.label')}
        aria-rowcount={rowCount}
        aria-busy={busy}
        tableLayout="fixed"
        minW="108rem"
        css={rowStyles}
      >
        <Table.Header bg="bg">
          <Table.Row aria-rowindex={1}>
            {COLUMNS.map((column) => (
              <HeaderCell
                key={column.key}
                column={column}
                label={t(`calls.columns.${column.key}`)}
                sorted={column.sort === sort ? order : undefined}
                onSort={onSort}
              />
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {padTop > 0 && <Spacer height={padTop} />}
          {items.map((item) => {
            const call = calls[item.index];
            return call ? (
              <CallRow
                key={call.id}
                call={call}
                rowIndex={offset + item.index + 2}
                onAction={onAction}
                t={t}
                language={i18n.language}
              />
            ) : null;
          })}
          {padBottom > 0 && <Spacer height={padBottom} />}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

function Spacer({ height }: { height: number }) {
  return (
    <tr aria-hidden="true" style={{ height }}>
      <td colSpan={COLUMNS.length} style={{ padding: 0, border: 0 }} />
    </tr>
  );
}

const HeaderCell = memo(function HeaderCell({
  column,
  label,
  sorted,
  onSort,
}: {
  column: Column;
  label: string;
  sorted: SortOrder | undefined;
  onSort: (field: SortField) => void;
}) {
  const { t } = useTranslation();
  const { sort } = column;
  const ariaSort = sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none';
  return (
    <Table.ColumnHeader
      width={column.width}
      aria-sort={sort ? ariaSort : undefined}
      textAlign={column.numeric ? 'end' : 'start'}
      whiteSpace="nowrap"
    >
      {sort ? (
        <Button
          variant="ghost"
          size="xs"
          mx="-2"
          fontWeight="semibold"
          onClick={() => onSort(sort)}
          title={t('calls.table.sortBy', { column: label })}
        >
          {label}
          <SortIcon direction={sorted ?? 'none'} />
        </Button>
      ) : column.key === 'actions' ? (
        <Text srOnly>{label}</Text>
      ) : (
        label
      )}
    </Table.ColumnHeader>
  );
});

// `t` and the language come from the table: rows mount by the dozen while scrolling, and each hook costs.
const CallRow = memo(function CallRow({
  call,
  rowIndex,
  onAction,
  t,
  language,
}: {
  call: Call;
  rowIndex: number;
  onAction: (call: Call, action: CallAction) => void;
  t: TFunction;
  language: string;
}) {
  const enumLabel = (group: string, value: string | null) =>
    value === null ? '' : t(`calls.${group}.${value}`, { defaultValue: value });
  const label = callLabel(call, t, language);
  const when = call.startedAt ?? call.scheduledAt ?? call.createdAt;
  return (
    <tr aria-rowindex={rowIndex} style={{ height: ROW_HEIGHT }} data-call-id={call.id}>
      <td>
        <time dateTime={when}>{formatDateTime(when, language)}</time>
      </td>
      <td>{enumLabel('direction', call.direction)}</td>
      <td>
        <span data-tone={STATUS_PALETTE[call.status] ?? 'gray'}>{enumLabel('status', call.status)}</span>
      </td>
      <td>{call.from}</td>
      <td>{call.to}</td>
      <td>{call.agentName}</td>
      <td>{call.leadName ?? <span data-muted="">{t('calls.table.noContact')}</span>}</td>
      <td data-numeric="">{formatDuration(call.duration)}</td>
      <td data-numeric="">{formatCost(call.cost, call.currency, language)}</td>
      <td>{enumLabel('outcome', call.outcome)}</td>
      <td>
        {call.sentiment && (
          <span data-tone={SENTIMENT_PALETTE[call.sentiment] ?? 'gray'} data-outline="">
            {enumLabel('sentiment', call.sentiment)}
          </span>
        )}
      </td>
      <td style={{ textAlign: 'end', overflow: 'visible' }}>
        <CallActionsMenu
          callId={call.id}
          label={label}
          canDelete={call.status !== 'ringing' && call.status !== 'in-progress'}
          onAction={(action) => onAction(call, action)}
        />
      </td>
    </tr>
  );
});
