import { Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallAction } from './call-actions-menu';
import { callListQuery, type Call } from './call-queries';
import { CallQueue } from './call-queue';
import {
  activeFilterCount,
  DEFAULT_ORDER,
  DEFAULT_PAGE_SIZE,
  DEFAULT_SORT,
  toCallFilter,
  toFetchQuery,
  withFilters,
  withPage,
  withPageSize,
  withSort,
  PAGE_SIZES,
  type CallsSearch,
  type SortField,
} from './call-search';
import { CallsFilters } from './calls-filters';
import { DownloadIcon } from './calls-icons';
import { Pagination } from '@/components/pagination';
import { CallsEmpty, CallsError, CallsLoading } from './calls-status';
import { CallsTable, useCallLabel } from './calls-table';
import { DeleteCallDialog } from './delete-call-dialog';
import { FeedbackDialog } from './feedback-dialog';
import { useCallActions } from './use-call-actions';

export interface CallsScreenProps {
  search: CallsSearch;
  /** Shows another view of the list (the route puts it in the address). */
  onSearch: (search: CallsSearch) => void;
}

type Dialog = { kind: 'feedback' | 'delete'; call: Call };

/** /calls: every call of the company, filtered in the address, and the queue of waiting calls. */
export function CallsScreen({ search, onSearch }: CallsScreenProps) {
  const { t } = useTranslation();
  const calls = useQuery({ ...callListQuery(toFetchQuery(search)), select: (response) => response.data });
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

  const page = search.page ?? 1;
  const pageSize = search.size ?? DEFAULT_PAGE_SIZE;
  const filtered = activeFilterCount(search) > 0;

  let body;
  if (calls.data) {
    const { data: rows, total, pageIndex, pageSize: servedSize } = calls.data;
    body =
      rows.length === 0 ? (
        <CallsEmpty
          title={t(filtered ? 'calls.list.emptyFiltered' : 'calls.list.empty')}
          hint={t(filtered ? 'calls.list.emptyFilteredHint' : 'calls.list.emptyHint')}
        />
      ) : (
        <CallsTable
          calls={rows}
          offset={pageIndex * servedSize}
          total={total}
          sort={search.sort ?? DEFAULT_SORT}
          order={search.order ?? DEFAULT_ORDER}
          onSort={onSort}
          onAction={onAction}
          busy={calls.isPlaceholderData}
        />
      );
    body = (
      <Stack gap="3">
        {body}
        <Pagination
          label={t('calls.pagination.label')}
          range={(values) => t('calls.pagination.range', values)}
          sizes={PAGE_SIZES}
          page={page}
          pageSize={pageSize}
          total={total}
          shown={rows.length}
          onPage={(next) => onSearch(withPage(search, next))}
          onPageSize={(size) => onSearch(withPageSize(search, size))}
        />
      </Stack>
    );
  } else if (calls.isError) {
    body = (
      <CallsError
        error={calls.error}
        fallback={t('calls.list.loadFailed')}
        onRetry={() => void calls.refetch()}
      />
    );
  } else {
    body = <CallsLoading />;
  }

  return (
    <Stack gap="6" px={{ base: '4', md: '8' }} py="6" minW="0">
      <Flex gap="3" align="start" justify="space-between" wrap="wrap">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            {t('screens.calls.title')}
          </Heading>
          <Text color="fg.muted">{t('screens.calls.description')}</Text>
        </Stack>
        <Button
          variant="outline"
          loading={actions.exporting === 'excel'}
          onClick={() => void actions.exportExcel(toCallFilter(search))}
        >
          <DownloadIcon />
          {t('calls.excel.button')}
        </Button>
      </Flex>
      <CallsFilters search={search} onChange={(fields) => onSearch(withFilters(search, fields))} />
      <Stack as="section" gap="3" aria-label={t('calls.list.title')} minW="0">
        {body}
      </Stack>
      <CallQueue agentId={search.agentId} />
      {dialog?.kind === 'feedback' && (
        <FeedbackDialog
          call={dialog.call}
          label={label(dialog.call)}
          onClose={close}
          submitting={actions.pending}
          onSave={actions.rate}
        />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteCallDialog
          callId={dialog.call.id}
          label={label(dialog.call)}
          onClose={close}
          submitting={actions.pending}
          onDelete={actions.deleteCall}
        />
      )}
    </Stack>
  );
}
