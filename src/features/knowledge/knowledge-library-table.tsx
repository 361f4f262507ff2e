import { Badge, Button, HStack, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FileTypeIcon } from '@/components/icons/file-icons';
import { DeleteRowButton, EditRowButton } from '@/components/row-buttons';
import { TableFrame } from '@/components/table-frame';
import type { LibraryRow } from './knowledge-library-model';

interface Props {
  rows: readonly LibraryRow[];
  agentId: string;
  agentName: (agentId: string | undefined) => string;
  busy: boolean;
  /** The file being copied to this agent. */
  copying: string | undefined;
  onEdit: (row: LibraryRow) => void;
  onCopy: (row: LibraryRow) => void;
  onMove: (row: LibraryRow) => void;
  onDelete: (row: LibraryRow) => void;
}

export function KnowledgeLibraryTable({
  rows,
  agentId,
  agentName,
  busy,
  copying,
  onEdit,
  onCopy,
  onMove,
  onDelete,
}: Props) {
  const { t } = useTranslation();
  return (
    <TableFrame
      stickyHeader
      caption={t('knowledge.library.table.caption')}
      minW="36rem"
      scroll={{ maxH: '50vh', overflowY: 'auto' }}
      columns={[
        { key: 'name', label: t('knowledge.table.name') },
        { key: 'type', label: t('knowledge.table.type'), width: '8rem' },
        { key: 'agent', label: t('knowledge.library.table.agent'), width: '11rem' },
        {
          key: 'actions',
          label: <VisuallyHidden>{t('knowledge.table.actions')}</VisuallyHidden>,
          align: 'end',
          width: '17rem',
        },
      ]}
    >
      {rows.map((row) => {
        const here = row.agent === agentId;
        return (
          <Table.Row key={row.id}>
            <Table.Cell>
              <Stack gap="0.5">
                <Text fontWeight="medium" wordBreak="break-word">
                  {row.fileName}
                </Text>
                {row.snippet && (
                  <Text fontSize="xs" color="fg.muted" lineClamp={2}>
                    {row.snippet}
                  </Text>
                )}
              </Stack>
            </Table.Cell>
            <Table.Cell>
              <HStack gap="1.5">
                <FileTypeIcon type={row.fileType} color="fg.muted" />
                <Text>{t(`knowledge.types.${row.fileType}`)}</Text>
              </HStack>
            </Table.Cell>
            <Table.Cell>
              {here ? (
                <Badge colorPalette="brand" variant="subtle">
                  {t('knowledge.library.thisAgent')}
                </Badge>
              ) : (
                <Text wordBreak="break-word">{agentName(row.agent)}</Text>
              )}
            </Table.Cell>
            <Table.Cell textAlign="end">
              <HStack justify="end" gap="1">
                {!here && row.source && (
                  <Button
                    size="xs"
                    variant="outline"
                    colorPalette="brand"
                    disabled={busy}
                    loading={copying === row.id}
                    aria-label={t('knowledge.library.copy.label', { name: row.fileName })}
                    onClick={() => onCopy(row)}
                  >
                    {t('knowledge.library.copy.button')}
                  </Button>
                )}
                {!here && (
                  <Button
                    size="xs"
                    variant="outline"
                    colorPalette="brand"
                    disabled={busy}
                    aria-label={t('knowledge.library.move.label', { name: row.fileName })}
                    onClick={() => onMove(row)}
                  >
                    {t('knowledge.library.move.button')}
                  </Button>
                )}
                <EditRowButton
                  label={t('knowledge.library.edit.label', { name: row.fileName })}
                  disabled={busy}
                  onClick={() => onEdit(row)}
                />
                <DeleteRowButton
                  label={t('knowledge.library.delete.label', { name: row.fileName })}
                  disabled={busy}
                  onClick={() => onDelete(row)}
                />
              </HStack>
            </Table.Cell>
          </Table.Row>
        );
      })}
    </TableFrame>
  );
}
