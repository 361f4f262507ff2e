import { IconButton, Table, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FileTypeIcon, TrashIcon } from '@/components/icons/file-icons';
import { TableFrame } from '@/components/table-frame';
import { shortFileName, shownFileType, type KnowledgeFile } from './knowledge-model';

interface Props {
  files: readonly KnowledgeFile[];
  deleting: string | undefined;
  onDelete: (fileId: string) => void;
}

// The scrolling area takes the focus so that it can be scrolled with keys.
export function KnowledgeTable({ files, deleting, onDelete }: Props) {
  const { t } = useTranslation();
  return (
    <TableFrame
      stickyHeader
      scroll={{
        maxH: '150px',
        overflowY: 'auto',
        borderRadius: 'l2',
        tabIndex: 0,
        role: 'region',
        'aria-label': t('knowledge.table.label'),
        _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' },
      }}
      columns={[
        { key: 'type', label: t('knowledge.table.type'), width: '12' },
        { key: 'name', label: t('knowledge.table.name') },
        {
          key: 'actions',
          label: <VisuallyHidden>{t('knowledge.table.actions')}</VisuallyHidden>,
          width: '12',
          align: 'end',
        },
      ]}
    >
      {files.map((file) => {
        const type = shownFileType(file);
        return (
          <Table.Row key={file.id}>
            <Table.Cell>
              <FileTypeIcon type={type} color="fg.muted" />
              <VisuallyHidden>{t(`knowledge.types.${type}`)}</VisuallyHidden>
            </Table.Cell>
            <Table.Cell>
              <span aria-hidden="true" title={file.fileName}>
                {shortFileName(file.fileName)}
              </span>
              <VisuallyHidden>{file.fileName}</VisuallyHidden>
            </Table.Cell>
            <Table.Cell textAlign="end">
              <IconButton
                size="xs"
                variant="ghost"
                colorPalette="red"
                aria-label={t('knowledge.delete.label', { name: file.fileName })}
                loading={deleting === file.id}
                disabled={deleting !== undefined}
                onClick={() => onDelete(file.id)}
              >
                <TrashIcon boxSize="4" />
              </IconButton>
            </Table.Cell>
          </Table.Row>
        );
      })}
    </TableFrame>
  );
}
