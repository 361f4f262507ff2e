import { usePaging } from '@/components/use-paging';
import { Alert, Button, HStack, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/errors';
import { FormDialog } from '@/components/form-dialog';
import { QueryView } from '@/components/query-states';
import { DialogLoading } from '@/components/dialog-loading';
import {
  FIRST_LEAD_PAGE,
  LEAD_PAGE_SIZES,
  leadPageQuery,
  leadQuery,
  phoneSearchQuery,
  useLeadChange,
} from './contacts-queries';
import { lazyNamed } from '@/lib/lazy-named';
import { Pagination } from '@/components/pagination';
import type { LeadDrawerProps } from './contact-drawers';
import { LeadHistoryDialog } from './lead-history-dialog';
import { isPhoneSearch, leadName, toLeadInput, type Lead, type LeadForm } from './lead-model';
import { LeadsTable, type LeadSort, type LeadSortKey } from './leads-table';
import { useDebounced } from '@/lib/use-debounced';

const LeadDrawer = lazyNamed<'LeadDrawer', LeadDrawerProps>(() => import('./contact-drawers'), 'LeadDrawer');

type Editing = { kind: 'create' } | { kind: 'update'; lead: Lead } | null;

interface Props {
  openLeadId?: string | undefined;
  onCloseLead?: (() => void) | undefined;
}

export function LeadsSection({ openLeadId, onCloseLead }: Props) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const settled = useDebounced(search.trim());
  const byPhone = isPhoneSearch(settled);
  const paging = usePaging(FIRST_LEAD_PAGE.pageSize, LEAD_PAGE_SIZES);
  const { pageIndex, pageSize } = paging;
  const [sort, setSort] = useState<LeadSort>({
    by: FIRST_LEAD_PAGE.sortBy,
    order: FIRST_LEAD_PAGE.sortOrder,
  });
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Lead | null>(null);
  const [history, setHistory] = useState<Lead | null>(null);
  const change = useLeadChange();
  // A contact named in the address (the header search) opens in the edit drawer; closing it, or
  // saving, leaves the address without it.
  const opened = useQuery({ ...leadQuery(openLeadId ?? ''), enabled: !!openLeadId });
  const openedLead = openLeadId ? opened.data?.data : undefined;
  const shown: Editing = editing ?? (openedLead ? { kind: 'update', lead: openedLead } : null);
  const closeEditing = () => {
    setEditing(null);
    if (openLeadId) onCloseLead?.();
  };

  const page = useQuery({
    ...leadPageQuery({
      pageIndex,
      pageSize,
      sortBy: sort.by,
      sortOrder: sort.order,
      ...(settled && !byPhone ? { search: settled } : {}),
    }),
    enabled: !byPhone,
  });
  const phone = useQuery({ ...phoneSearchQuery(settled), enabled: byPhone });
  const query = byPhone ? phone : page;
  const leads: Lead[] = (byPhone ? phone.data?.data : page.data?.data.data) ?? [];

  // The last contact of a later page was deleted (or the list shrank): show the last page left.
  const total = page.data?.data.total ?? 0;
  if (!byPhone && page.isSuccess && !page.isPlaceholderData) paging.keepInRange(leads.length, total);

  const onSort = (key: LeadSortKey) => {
    setSort(
      sort.by === key ? { by: key, order: sort.order === 'asc' ? 'desc' : 'asc' } : { by: key, order: 'asc' },
    );
    paging.setPageIndex(0);
  };

  const save = (form: LeadForm) => {
    const onSuccess = closeEditing;
    if (shown?.kind === 'update') {
      const groups = Array.isArray(shown.lead.groups) ? shown.lead.groups : [];
      change.mutate({ kind: 'update', lead: shown.lead, body: toLeadInput(form, groups) }, { onSuccess });
    } else change.mutate({ kind: 'create', body: toLeadInput(form) }, { onSuccess });
  };

  return (
    <Stack as="section" aria-labelledby="contacts-leads-heading" gap="4">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h2" size="lg" id="contacts-leads-heading">
          {t('contacts.leads.title')}
        </Heading>
        <Button colorPalette="brand" onClick={() => setEditing({ kind: 'create' })}>
          {t('contacts.leads.new')}
        </Button>
      </HStack>
      <Stack gap="1">
        <Input
          type="search"
          maxW="md"
          aria-label={t('contacts.leads.search')}
          aria-describedby="contacts-search-help"
          placeholder={t('contacts.leads.searchPlaceholder')}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            paging.setPageIndex(0);
          }}
        />
        <Text id="contacts-search-help" fontSize="xs" color="fg.muted">
          {byPhone ? t('contacts.leads.searchingPhone') : t('contacts.leads.searchHelp')}
        </Text>
      </Stack>
      <QueryView<unknown>
        query={query}
        errorText={errorMessage(query.error, t('contacts.leads.loadError'))}
        empty={leads.length === 0}
        emptyText={settled ? t('contacts.leads.noMatch') : t('contacts.leads.empty')}
      >
        {() => (
          <Stack gap="3">
            <LeadsTable
              leads={leads}
              sort={byPhone ? undefined : sort}
              onSort={byPhone ? undefined : onSort}
              onHistory={setHistory}
              onEdit={(lead) => setEditing({ kind: 'update', lead })}
              onDelete={setDeleting}
            />
            {byPhone ? (
              <Text color="fg.muted" fontSize="sm" aria-live="polite">
                {t('contacts.leads.phoneMatches', { count: leads.length })}
              </Text>
            ) : (
              <Pagination
                label={t('contacts.leads.paging')}
                total={total}
                shown={leads.length}
                {...paging.controls}
              />
            )}
          </Stack>
        )}
      </QueryView>
      {openLeadId && opened.isError && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Description>
            {errorMessage(opened.error, t('contacts.leads.openFailed'))}{' '}
            <Button variant="plain" size="sm" h="auto" px="0" onClick={closeEditing}>
              {t('contacts.leads.openDismiss')}
            </Button>
          </Alert.Description>
        </Alert.Root>
      )}
      {shown && (
        <Suspense fallback={<DialogLoading label={t('common.loading')} onCancel={closeEditing} />}>
          <LeadDrawer
            lead={shown.kind === 'update' ? shown.lead : null}
            submitting={change.isPending}
            onSubmit={save}
            onClose={closeEditing}
          />
        </Suspense>
      )}
      {deleting && (
        <FormDialog
          destructive
          title={t('contacts.leads.deleteTitle')}
          submitLabel={t('contacts.delete')}
          submitting={change.isPending}
          onClose={() => setDeleting(null)}
          onSubmit={() =>
            change.mutate({ kind: 'delete', lead: deleting }, { onSuccess: () => setDeleting(null) })
          }
        >
          <Text>{t('contacts.leads.deleteBody', { name: leadName(deleting) })}</Text>
        </FormDialog>
      )}
      {history && <LeadHistoryDialog lead={history} onClose={() => setHistory(null)} />}
    </Stack>
  );
}
