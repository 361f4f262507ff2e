import { Button, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { analysisSettingsQuery, type CallAnalysisField } from '@/api/call-analysis';
import { errorMessage } from '@/api/errors';
import { DialogLoading } from '@/components/dialog-loading';
import { PageFrame } from '@/components/page-frame';
import { numberFormat } from '@/lib/intl-cache';
import { lazyNamed } from '@/lib/lazy-named';
import { EmptyState, QueryView } from '@/components/query-states';
import type { CallAction } from './call-actions-menu';
import { type Call, callListQuery, useCallActions } from './calls-queries';
import { CallQueue } from './call-queue';
import {
  activeFilterCount,
  DEFAULT_ORDER,
  DEFAULT_SORT,
  MAX_TABLE_ROWS,
  toCallFilter,
  toFetchQuery,
  withFilters,
  withSort,
  shownColumns,
  withColumns,
  type CallsSearch,
  type SortField,
} from './call-search';
import { analysisColumns, callsCarryAnalysis } from './calls-analysis-columns';
import { CallsFilters } from './calls-filters';
import { DownloadIcon } from './calls-icons';
import { CallLogTable, useCallLabel } from './call-log-table';
import { CorrectCallDrawer } from './correct-call-drawer-lazy';
import { LiveCalls } from './live-calls';

// Drawn when a row's action asks for them, as the correction is (correct-call-drawer-lazy.ts).
const FeedbackDialog = lazyNamed(() => import('./feedback-dialog'), 'FeedbackDialog');
const DeleteCallDialog = lazyNamed(() => import('./delete-call-dialog'), 'DeleteCallDialog');

export interface CallsScreenProps {
  search: CallsSearch;
  onSearch: (search: CallsSearch) => void;
}

type Dialog = { kind: 'correct' | 'feedback' | 'delete'; call: Call };

const NO_FIELDS: readonly CallAnalysisField[] = [];

export function CallsScreen({ search, onSearch }: CallsScreenProps) {
  const { t, i18n } = useTranslation();
  const calls = useQuery({ ...callListQuery(toFetchQuery(search)), select: (response) => response.data });
  // Proposal (post-call analysis). The calls say whether the server analyses them (`analysis` is in
  // each, null until analysed), which needs no read of its own and holds without a chosen agent;
  // the chosen agent's settings say it too (with no call shown) and give its custom fields.
  const settings = useQuery({
    ...analysisSettingsQuery(search.agentId ?? ''),
    enabled: search.agentId !== undefined,
  });
  const agentFields = (search.agentId && settings.data?.fields) || NO_FIELDS;
  const carried = useMemo(() => (calls.data ? callsCarryAnalysis(calls.data.data) : false), [calls.data]);
  const supported = carried || Boolean(search.agentId && settings.data) || search.success !== undefined;
  const cols = search.cols;
  // The same object while the same columns show: the table's rows are memoised on it.
  const analysis = useMemo(
    () => analysisColumns(supported, agentFields, shownColumns({ cols })),
    [supported, agentFields, cols],
  );
  const filterAnalysis = useMemo(() => ({ supported, fields: agentFields }), [supported, agentFields]);
  const actions = useCallActions();
  const label = useCallLabel();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  // A stable handler keeps the rendered rows (memoised) from rendering again on every change.
  const exportCall = useRef(actions.exportCall);
  useLayoutEffect(() => {
    exportCall.current = actions.exportCall;
  });
  const onAction = useCallback((call: Call, action: CallAction) => {
    if (action === 'export') void exportCall.current(call.id);
    else setDialog({ kind: action, call });
  }, []);
  const onSort = useCallback((field: SortField) => onSearch(withSort(search, field)), [onSearch, search]);

  const pageBody = useCallback((pageIndex: number) => toFetchQuery(search, pageIndex), [search]);
  const filtered = activeFilterCount(search) > 0;

  return (
    <PageFrame
      title={t('screens.calls.title')}
      description={t('screens.calls.description')}
      minW="0"
      actions={
        <Button
          variant="outline"
          loading={actions.exporting === 'excel'}
          loadingText={t('calls.excel.button')}
          onClick={() => void actions.exportExcel(toCallFilter(search))}
        >
          <DownloadIcon />
          {t('calls.excel.button')}
        </Button>
      }
    >
      <LiveCalls />
      <CallsFilters
        search={search}
        onChange={(fields) => onSearch(withFilters(search, fields))}
        analysis={filterAnalysis}
        onColumns={(names) => onSearch(withColumns(search, names))}
      />
      <Stack as="section" gap="3" aria-label={t('calls.list.title')} minW="0">
        <QueryView query={calls} errorText={errorMessage(calls.error, t('calls.list.loadFailed'))}>
          {(first) => (
            <Stack gap="3">
              {first.total === 0 && first.data.length === 0 ? (
                <EmptyState
                  text={t(filtered ? 'calls.list.emptyFiltered' : 'calls.list.empty')}
                  hint={t(filtered ? 'calls.list.emptyFilteredHint' : 'calls.list.emptyHint')}
                />
              ) : (
                <>
                  <CallLogTable
                    first={first}
                    pageBody={pageBody}
                    sort={search.sort ?? DEFAULT_SORT}
                    order={search.order ?? DEFAULT_ORDER}
                    onSort={onSort}
                    onAction={onAction}
                    busy={calls.isPlaceholderData}
                    analysis={analysis}
                  />
                  <Text color="fg.muted" textStyle="sm" aria-live="polite">
                    {t('calls.list.count', {
                      count: first.total,
                      total: numberFormat(i18n.language).format(first.total),
                    })}
                    {first.total > MAX_TABLE_ROWS &&
                      ` ${t('calls.list.capped', { shown: numberFormat(i18n.language).format(MAX_TABLE_ROWS) })}`}
                  </Text>
                </>
              )}
            </Stack>
          )}
        </QueryView>
      </Stack>
      <CallQueue agentId={search.agentId} />
      {dialog && (
        <Suspense
          fallback={
            <DialogLoading
              label={t(dialog.kind === 'correct' ? 'calls.correct.loading' : 'calls.actions.opening')}
              onCancel={close}
            />
          }
        >
          {dialog.kind === 'correct' && (
            <CorrectCallDrawer call={dialog.call} label={label(dialog.call)} onClose={close} />
          )}
          {dialog.kind === 'feedback' && (
            <FeedbackDialog
              call={dialog.call}
              label={label(dialog.call)}
              onClose={close}
              submitting={actions.pending}
              onSave={actions.rate}
            />
          )}
          {dialog.kind === 'delete' && (
            <DeleteCallDialog
              callId={dialog.call.id}
              label={label(dialog.call)}
              onClose={close}
              submitting={actions.pending}
              onDelete={actions.deleteCall}
            />
          )}
        </Suspense>
      )}
    </PageFrame>
  );
}
