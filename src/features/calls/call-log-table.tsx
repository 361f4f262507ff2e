import { Box, Button, Table, Text } from '@chakra-ui/react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useCallback, useEffect, useMemo, useState, type CSSProperties } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { CallActionsMenu, type CallAction } from './call-actions-menu';
import { formatCost, formatDateTime, formatDuration } from '@/lib/format';
import { sentence } from '@/lib/sentence';
import type { Call, CallsResponse } from './calls-reads';
import {
  CALLS_PAGE_SIZE,
  MAX_TABLE_ROWS,
  type CallFetchQuery,
  type SortField,
  type SortOrder,
} from './call-search';
import { useCallsWindow } from './calls-window';
import { SortIcon } from './calls-icons';
import {
  analysisCells,
  analysisCellStyles,
  analysisTexts,
  NO_ANALYSIS_COLUMNS,
  type AnalysisColumns,
  type AnalysisTexts,
} from './calls-analysis-columns';

export const ROW_HEIGHT = 48;
const TABLE_MIN_REM = 108;

interface Column {
  key: string;
  sort?: SortField;
  width: string;
  numeric?: boolean;
  /** A custom field's: its name, as the agent's settings spell it, and what it extracts. */
  label?: string;
  description?: string;
}

const BASE_COLUMNS: readonly Column[] = [
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
];
const ACTIONS_COLUMN: Column = { key: 'actions', width: '4rem' };
const SUCCESS_COLUMN: Column = { key: 'success', width: '7rem' };
const FIELD_WIDTH = '10rem';

function tableColumns({ success, fields }: AnalysisColumns): readonly Column[] {
  return [
    ...BASE_COLUMNS,
    ...(success ? [SUCCESS_COLUMN] : []),
    ...fields.map((field) => ({
      key: `field:${field.name}`,
      width: FIELD_WIDTH,
      numeric: field.type === 'number',
      label: field.name,
      description: field.description,
    })),
    ACTIONS_COLUMN,
  ];
}

const remOf = (width: string) => Number.parseFloat(width);
const analysisWidth = ({ success, fields }: AnalysisColumns) =>
  (success ? remOf(SUCCESS_COLUMN.width) : 0) + fields.length * remOf(FIELD_WIDTH);

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
// each, over thousands of rows. Rows are grids of the same columns rather than laid out by the table
// algorithm, which lays out every row again when a scrolled frame replaces some; the elements stay
// <table>, <tr> and <td>, and so does what a screen reader is told.
const rowStyles = {
  display: 'grid',
  '& thead': { display: 'block', position: 'sticky', top: 0, zIndex: 1 },
  '& tbody': { display: 'block', position: 'relative' },
  // The columns change with the analysis ones shown: a variable set on the table, so that the
  // style rules stay the same ones (a new rule restyles the whole page).
  '& tr': {
    display: 'grid',
    gridTemplateColumns: 'var(--call-columns)',
    width: 'full',
  },
  // Header cells fill the header's height, so that their bottom borders meet.
  '& th': { display: 'flex', alignItems: 'center', minWidth: 0 },
  '& td': { alignSelf: 'center', minWidth: 0 },
  '& tbody tr': {
    // Each row is its own box of a set size: a scrolled frame lays out and paints the rows it
    // changed, not the table around them.
    contain: 'strict',
    height: `${ROW_HEIGHT}px`,
    borderBottomWidth: '1px',
    borderColor: 'border',
  },
  '& tbody td': {
    px: '3',
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    fontSize: 'sm',
  },
  '& tbody td[data-numeric]': { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  '& tbody tr[data-call-id]:hover': { bg: 'bg.muted' },
  '& tbody tr[data-loading] td': { gridColumn: '1 / -1' },
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
  ...analysisCellStyles,
} as const;

export interface CallLogTableProps {
  /** The list's first answer: its rows and the whole list's count. */
  first: CallsResponse['data'];
  /** The read of another page of the same list. */
  pageBody: (pageIndex: number) => CallFetchQuery;
  sort: SortField;
  order: SortOrder;
  onSort: (field: SortField) => void;
  onAction: (call: Call, action: CallAction) => void;
  busy: boolean;
  /** Proposal (post-call analysis); keep it the same object while it is the same (rows are memoised on it). */
  analysis?: AnalysisColumns;
}

export function useCallLabel() {
  const { t, i18n } = useTranslation();
  return (call: Call) => callLabel(call, t, i18n.language);
}

const callWhen = (call: Call) => call.startedAt ?? call.scheduledAt ?? call.createdAt;
const callOther = (call: Call) => call.leadName ?? (call.direction === 'inbound' ? call.from : call.to);

function callLabel(call: Call, t: TFunction, language: string): string {
  return t('calls.label', { other: callOther(call), when: formatDateTime(callWhen(call), language) });
}

// What every row reads from the translations, resolved once per language: a row mounts on each
// scrolled frame, and i18next's lookup of a key costs more than the row's own render.
interface RowTexts {
  language: string;
  enumLabel: (group: string, value: string | null) => string;
  menuLabel: (call: Call, when: string) => string;
  noContact: string;
  loadingRow: string;
  analysis: AnalysisTexts;
}

function rowTexts(t: TFunction, language: string): RowTexts {
  const labels = new Map<string, string>();
  const label = sentence(t, 'calls.label', ['other', 'when']);
  const menu = sentence(t, 'calls.actions.for', ['call']);
  return {
    language,
    enumLabel: (group, value) => {
      if (value === null) return '';
      const key = `calls.${group}.${value}`;
      let text = labels.get(key);
      if (text === undefined) {
        text = t(key, { defaultValue: value });
        labels.set(key, text);
      }
      return text;
    },
    menuLabel: (call, when) => menu({ call: label({ other: callOther(call), when }) }),
    noContact: t('calls.table.noContact'),
    loadingRow: t('calls.list.loadingRow'),
    analysis: analysisTexts(t, language),
  };
}

export function CallLogTable({
  first,
  pageBody,
  sort,
  order,
  onSort,
  onAction,
  busy,
  analysis = NO_ANALYSIS_COLUMNS,
}: CallLogTableProps) {
  const { t, i18n } = useTranslation();
  const texts = useMemo(() => rowTexts(t, i18n.language), [t, i18n.language]);
  const columns = useMemo(() => tableColumns(analysis), [analysis]);
  const layout = useMemo(
    () =>
      ({
        '--call-columns': columns.map((column) => `minmax(${column.width}, 1fr)`).join(' '),
        minWidth: `${TABLE_MIN_REM + analysisWidth(analysis)}rem`,
      }) as CSSProperties,
    [columns, analysis],
  );
  // State rather than a ref: the rows' virtualiser, a child, must see the element once it is there.
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  // Shortened when a page read comes back short, so that rows nobody will send do not wait forever.
  const [end, setEnd] = useState<{ of: typeof first; at: number } | null>(null);
  const declared = Math.min(MAX_TABLE_ROWS, Math.max(first.total, first.data.length));
  const count = end?.of === first ? Math.min(declared, end.at) : declared;
  const onEnd = useCallback((at: number) => setEnd({ of: first, at }), [first]);

  return (
    <Box
      ref={setScroller}
      data-testid="calls-scroll"
      data-row-scroller=""
      tabIndex={-1}
      overflow="auto"
      maxH="min(70vh, 42rem)"
      borderWidth="1px"
      borderRadius="lg"
      transition="opacity 0.2s"
      data-busy={busy || undefined}
      // A class made on the first filter change would be a new style rule, and the browser styles
      // the whole page again for one: the dimmed look is in place from the start.
      css={{ '&[data-busy]': { opacity: 0.6 } }}
    >
      <Table.Root
        size="sm"
        aria-label={t('calls.table.label')}
        aria-rowcount={count + 1}
        aria-busy={busy}
        style={layout}
        css={rowStyles}
      >
        <Table.Header bg="bg">
          <Table.Row aria-rowindex={1}>
            {columns.map((column) => (
              <HeaderCell
                key={column.key}
                column={column}
                label={
                  column.label ??
                  t(column.key === 'success' ? 'calls.analysis.success' : `calls.columns.${column.key}`)
                }
                sorted={column.sort === sort ? order : undefined}
                onSort={onSort}
              />
            ))}
          </Table.Row>
        </Table.Header>
        <CallRows
          scroller={scroller}
          first={first}
          count={count}
          onEnd={onEnd}
          pageBody={pageBody}
          onAction={onAction}
          texts={texts}
          analysis={analysis}
        />
      </Table.Root>
    </Box>
  );
}

// Only this part renders again on each scrolled frame: the table and header around it do not.
function CallRows({
  scroller,
  first,
  count,
  onEnd,
  pageBody,
  onAction,
  texts,
  analysis,
}: {
  scroller: HTMLDivElement | null;
  first: CallsResponse['data'];
  count: number;
  onEnd: (at: number) => void;
  pageBody: (pageIndex: number) => CallFetchQuery;
  onAction: (call: Call, action: CallAction) => void;
  texts: RowTexts;
  analysis: AnalysisColumns;
}) {
  // The virtualiser's functions cannot be memoised by the React compiler; it skips this component,
  // and the rows below are memoised by hand.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scroller,
    estimateSize: () => ROW_HEIGHT,
    // The virtualiser renders in the scroll event itself, so rows beyond the edge only serve Tab
    // (the next row's button must exist). Each one costs about 0.6 ms of layout per fast-scrolled
    // frame: with 4 a side, the mean frame was 30-38 ms; with 1, 19-24 ms.
    overscan: 1,
    initialRect: { width: 1200, height: 640 },
  });
  const items = virtualizer.getVirtualItems();
  const rows = useCallsWindow(
    first,
    pageBody,
    items[0]?.index ?? 0,
    items.at(-1)?.index ?? 0,
    CALLS_PAGE_SIZE,
  );
  const { end } = rows;
  useEffect(() => {
    if (end !== null && end < count) onEnd(end);
  }, [end, count, onEnd]);
  return (
    // The rows above the window are padding: one style on one element per scrolled frame.
    <tbody style={{ height: virtualizer.getTotalSize(), paddingTop: items[0]?.start ?? 0 }}>
      {items.map((item) => {
        const call = rows.rowAt(item.index);
        // Keyed by place in the window, not by call: a scrolled frame updates the rows it has
        // rather than removing and making them all (mean frame 16.7 ms instead of 18+). A row's
        // menu and focus stay with its call (see CallActionsMenu).
        const key = item.index % items.length;
        return call ? (
          <CallRow
            key={key}
            call={call}
            rowIndex={item.index + 2}
            onAction={onAction}
            texts={texts}
            analysis={analysis}
          />
        ) : (
          <tr key={key} aria-rowindex={item.index + 2} aria-busy="true" data-loading="">
            <td data-muted="">{texts.loadingRow}</td>
          </tr>
        );
      })}
    </tbody>
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
      aria-sort={sort ? ariaSort : undefined}
      justifyContent={column.numeric ? 'flex-end' : 'flex-start'}
      whiteSpace="nowrap"
      title={column.description}
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

const CallRow = memo(function CallRow({
  call,
  rowIndex,
  onAction,
  texts,
  analysis,
}: {
  call: Call;
  rowIndex: number;
  onAction: (call: Call, action: CallAction) => void;
  texts: RowTexts;
  analysis: AnalysisColumns;
}) {
  const { enumLabel, language } = texts;
  const when = callWhen(call);
  const shownWhen = formatDateTime(when, language);
  return (
    <tr aria-rowindex={rowIndex} data-call-id={call.id}>
      <td>
        <time dateTime={when}>{shownWhen}</time>
      </td>
      <td>{enumLabel('direction', call.direction)}</td>
      <td>
        <span data-tone={STATUS_PALETTE[call.status] ?? 'gray'}>{enumLabel('status', call.status)}</span>
      </td>
      <td>{call.from}</td>
      <td>{call.to}</td>
      <td>{call.agentName}</td>
      <td>{call.leadName ?? <span data-muted="">{texts.noContact}</span>}</td>
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
      {analysisCells(call, analysis, texts.analysis)}
      <td style={{ textAlign: 'end', overflow: 'visible' }}>
        <CallActionsMenu
          callId={call.id}
          label={texts.menuLabel(call, shownWhen)}
          canDelete={call.status !== 'ringing' && call.status !== 'in-progress'}
          onAction={(action) => onAction(call, action)}
        />
      </td>
    </tr>
  );
});
