import { Button, HStack, Table, Text } from '@chakra-ui/react';
import { TableFrame } from '@/components/table-frame';
import { DeleteRowButton, EditRowButton } from '@/components/row-buttons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Column } from './registry/types';
import type { TableView } from './table-view';

interface CatalogueTableProps<Row> {
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowId: (row: Row) => string;
  rowLabel: (row: Row) => string;
  columnTitle: (key: string) => string;
  view: TableView;
  onSort: (key: string) => void;
  onEdit?: (row: Row) => void;
  onDelete?: (row: Row) => void;
  canDelete?: (row: Row) => boolean;
  onPreview?: (row: Row) => void;
  hasPreview?: (row: Row) => boolean;
  previewing?: string | null;
  previewId?: string;
  rowActions?: (row: Row) => ReactNode;
}

export function CatalogueTable<Row>({
  caption,
  columns,
  rows,
  rowId,
  rowLabel,
  columnTitle,
  view,
  onSort,
  onEdit,
  onDelete,
  canDelete,
  onPreview,
  hasPreview,
  previewing = null,
  previewId,
  rowActions,
}: CatalogueTableProps<Row>) {
  const { t } = useTranslation();
  const hasActions = Boolean(onEdit ?? onDelete ?? onPreview ?? rowActions);
  return (
    <TableFrame
      caption={caption}
      interactive
      columns={[
        ...columns.map((column) => ({
          key: column.key,
          label: columnTitle(column.key),
          sortable: column.sortable,
        })),
        ...(hasActions
          ? [{ key: 'rowActions', label: t('catalogue.common.rowActions'), align: 'end' as const }]
          : []),
      ]}
      sort={view.sortKey === null ? undefined : { key: view.sortKey, direction: view.direction }}
      onSort={onSort}
    >
      {rows.map((row) => (
        <Table.Row key={rowId(row)}>
          {columns.map((column) => (
            <Table.Cell key={column.key} maxW="24rem">
              <Text lineClamp={2} wordBreak="break-word">
                {column.translateAs
                  ? t(`${column.translateAs}.${column.text(row)}`, { defaultValue: column.text(row) })
                  : column.text(row)}
              </Text>
            </Table.Cell>
          ))}
          {hasActions && (
            <Table.Cell textAlign="end">
              <HStack justify="end" gap="1">
                {onPreview && hasPreview?.(row) && (
                  <Button
                    size="xs"
                    variant="outline"
                    aria-expanded={previewing === rowId(row)}
                    aria-controls={previewing === rowId(row) ? previewId : undefined}
                    aria-label={t(
                      previewing === rowId(row)
                        ? 'catalogue.common.closePreview'
                        : 'catalogue.common.preview',
                      { name: rowLabel(row) },
                    )}
                    onClick={() => onPreview(row)}
                  >
                    {t('catalogue.common.previewShort')}
                  </Button>
                )}
                {rowActions?.(row)}
                {onEdit && (
                  <EditRowButton
                    label={t('catalogue.common.editRow', { name: rowLabel(row) })}
                    onClick={() => onEdit(row)}
                  />
                )}
                {onDelete && (canDelete?.(row) ?? true) && (
                  <DeleteRowButton
                    label={t('catalogue.common.deleteRow', { name: rowLabel(row) })}
                    onClick={() => onDelete(row)}
                  />
                )}
              </HStack>
            </Table.Cell>
          )}
        </Table.Row>
      ))}
    </TableFrame>
  );
}
