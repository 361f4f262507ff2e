import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/errors';
import { DataImportDialog } from '@/components/data-import';
import { FormDialog } from '@/components/form-dialog';
import { PageFrame } from '@/components/page-frame';
import { FormDrawer } from '@/forms/form-drawer';
import { WaveformPlayer } from '@/components/waveform/waveform-player';
import { QueryView } from '@/components/query-states';
import { CatalogueTable } from './catalogue-table';
import type { CatalogueEntry, Importer } from './registry/types';
import { initialView, pageCount, pageRows, toggleSort, visibleRows, type TableView } from './table-view';
import {
  invalidateCatalogueList,
  useCatalogueChange,
  useCatalogueChoices,
  useCatalogueList,
} from './catalogue-queries';

type Editing<Row> = { kind: 'create' } | { kind: 'update'; row: Row } | null;

interface CatalogueScreenProps<Row, Form, Payload> {
  entry: CatalogueEntry<Row, Form, Payload>;
  children?: ReactNode;
  rowActions?: (row: Row) => ReactNode;
  // One of several entities on a route (which renders the h1): its own title, as an h2.
  embedded?: boolean;
}

export function CatalogueScreen<Row, Form, Payload>({
  entry,
  children,
  rowActions,
  embedded = false,
}: CatalogueScreenProps<Row, Form, Payload>) {
  const { t } = useTranslation();
  const list = useCatalogueList(entry);
  const change = useCatalogueChange(entry);
  const [view, setView] = useState<TableView>(initialView);
  const [editing, setEditing] = useState<Editing<Row>>(null);
  const choices = useCatalogueChoices(entry, editing !== null);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const [previewing, setPreviewing] = useState<Row | null>(null);
  const [importing, setImporting] = useState<Importer | null>(null);
  const queryClient = useQueryClient();
  const importers = entry.importers ?? [];
  const texts = embedded ? `catalogue.${entry.key}` : `screens.${entry.screen}`;
  const title = t(`${texts}.title`);
  // Two entities on one route: their search boxes and page controls are told apart by name.
  const searchLabel = embedded ? t('catalogue.common.searchIn', { title }) : t('catalogue.common.search');
  const pagingLabel = embedded ? t('catalogue.common.pagingOf', { title }) : t('catalogue.common.paging');
  const importFields = useMemo(() => importing?.fields(t) ?? [], [importing, t]);
  // One import reads "Import"; several are told apart by their own texts.
  const importText = (importer: Importer, text: 'button' | 'title') => {
    if (importers.length === 1)
      return text === 'button' ? t('catalogue.common.import') : t('catalogue.common.importTitle', { title });
    return t(`catalogue.${entry.key}.imports.${importer.key}.${text}`, { title });
  };
  const previewUrl = previewing !== null ? (entry.preview?.(previewing) ?? null) : null;
  const previewId = `catalogue-${entry.key}-preview`;
  const entity = t(`catalogue.${entry.key}.one`);
  const rows = visibleRows(list.data ?? [], entry.columns, view);
  const pages = pageCount(rows.length);
  const page = Math.min(view.page, pages);

  const save = (data: Form) => {
    const payload = entry.toPayload(data);
    const onSuccess = () => setEditing(null);
    if (editing?.kind === 'update')
      change.mutate({ kind: 'update', row: editing.row, payload }, { onSuccess });
    else change.mutate({ kind: 'create', payload }, { onSuccess });
  };

  return (
    <PageFrame
      title={title}
      description={t(`${texts}.description`)}
      embedded={embedded}
      gap="5"
      actions={
        importers.length > 0 || entry.create ? (
          <>
            {importers.map((importer) => (
              <Button key={importer.key} variant="outline" onClick={() => setImporting(importer)}>
                {importText(importer, 'button')}
              </Button>
            ))}
            {entry.create && (
              <Button colorPalette="brand" onClick={() => setEditing({ kind: 'create' })}>
                {t('catalogue.common.new', { entity })}
              </Button>
            )}
          </>
        ) : undefined
      }
    >
      <Input
        type="search"
        maxW="sm"
        aria-label={searchLabel}
        placeholder={t('catalogue.common.search')}
        value={view.search}
        onChange={(event) => setView({ ...view, search: event.target.value, page: 1 })}
      />
      <QueryView
        query={list}
        errorText={errorMessage(list.error, t('catalogue.common.loadError'))}
        empty={rows.length === 0}
        emptyText={view.search.trim() ? t('catalogue.common.noMatch') : t(`catalogue.${entry.key}.empty`)}
      >
        {() => (
          <Stack gap="3">
            <CatalogueTable
              caption={title}
              columns={entry.columns}
              rows={pageRows(rows, page)}
              rowId={entry.rowId}
              rowLabel={entry.rowLabel}
              columnTitle={(key) => t(`catalogue.${entry.key}.columns.${key}`)}
              view={view}
              onSort={(key) => setView(toggleSort(view, key))}
              onEdit={entry.update ? (row) => setEditing({ kind: 'update', row }) : undefined}
              onDelete={entry.remove ? setDeleting : undefined}
              canDelete={entry.canDelete}
              onPreview={
                entry.preview
                  ? (row) =>
                      setPreviewing(
                        previewing !== null && entry.rowId(previewing) === entry.rowId(row) ? null : row,
                      )
                  : undefined
              }
              hasPreview={entry.preview ? (row) => entry.preview?.(row) != null : undefined}
              rowActions={rowActions}
              previewing={previewing !== null ? entry.rowId(previewing) : null}
              previewId={previewId}
            />
            {previewing !== null && previewUrl !== null && (
              <Stack id={previewId} gap="2" borderWidth="1px" borderRadius="md" p="3">
                <Text fontWeight="semibold">
                  {t('catalogue.common.previewOf', { name: entry.rowLabel(previewing) })}
                </Text>
                <WaveformPlayer
                  key={previewUrl}
                  url={previewUrl}
                  label={t('catalogue.common.player', { name: entry.rowLabel(previewing) })}
                />
              </Stack>
            )}
            <HStack justify="space-between" wrap="wrap" gap="2">
              <Text color="fg.muted" fontSize="sm" aria-live="polite">
                {t('catalogue.common.count', { count: rows.length })}
              </Text>
              {pages > 1 && (
                <HStack as="nav" aria-label={pagingLabel} gap="2">
                  <Button
                    size="xs"
                    variant="outline"
                    disabled={page <= 1}
                    onClick={() => setView({ ...view, page: page - 1 })}
                  >
                    {t('catalogue.common.previous')}
                  </Button>
                  <Text fontSize="sm">{t('catalogue.common.page', { page, pages })}</Text>
                  <Button
                    size="xs"
                    variant="outline"
                    disabled={page >= pages}
                    onClick={() => setView({ ...view, page: page + 1 })}
                  >
                    {t('catalogue.common.next')}
                  </Button>
                </HStack>
              )}
            </HStack>
          </Stack>
        )}
      </QueryView>
      {children}
      {editing && (
        <FormDrawer
          title={t(
            editing.kind === 'create' ? 'catalogue.common.createTitle' : 'catalogue.common.editTitle',
            {
              entity,
            },
          )}
          idPrefix={`catalogue-${entry.key}`}
          form={entry.form}
          initial={editing.kind === 'update' ? entry.toForm(editing.row) : entry.emptyForm()}
          submitting={change.isPending}
          onSubmit={save}
          onClose={() => setEditing(null)}
          choices={choices}
        />
      )}
      {importing && (
        <DataImportDialog
          title={importText(importing, 'title')}
          notice={importing.notice?.(t)}
          fields={importFields}
          onImport={async (batch) => {
            const result = await importing.send(batch);
            await invalidateCatalogueList(queryClient, entry);
            return result;
          }}
          onClose={() => setImporting(null)}
        />
      )}
      {deleting !== null && (
        <FormDialog
          destructive
          title={t('catalogue.common.deleteTitle', { entity })}
          submitLabel={t('catalogue.common.delete')}
          submitting={change.isPending}
          onClose={() => setDeleting(null)}
          onSubmit={() =>
            change.mutate({ kind: 'delete', row: deleting }, { onSuccess: () => setDeleting(null) })
          }
        >
          <Text>{t('catalogue.common.deleteBody', { name: entry.rowLabel(deleting) })}</Text>
        </FormDialog>
      )}
    </PageFrame>
  );
}
