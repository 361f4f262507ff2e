import { Badge, Button, HStack, Link, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { DeleteRowButton, EditRowButton } from '@/components/row-buttons';
import { TableFrame } from '@/components/table-frame';
import { formatDateTime } from '@/lib/format';
import { isReading, usedBy, type WebSource } from './web-source-model';

export interface PendingChange {
  id: string;
  kind: 'refresh' | 'use' | 'delete';
}

const STATUS_PALETTE = { queued: 'gray', reading: 'blue', ready: 'green', failed: 'red' } as const;

interface Props {
  sources: readonly WebSource[];
  agentId: string;
  /** The agent's own list offers to stop using a source; the library also to use, edit and delete. */
  place: 'agent' | 'library';
  /** The change being saved: its button waits, and every other is disabled meanwhile. */
  pending: PendingChange | undefined;
  onRefresh: (source: WebSource) => void;
  onUse: (source: WebSource, use: boolean) => void;
  onEdit?: (source: WebSource) => void;
  onDelete?: (source: WebSource) => void;
}

export function WebSourcesTable({
  sources,
  agentId,
  place,
  pending,
  onRefresh,
  onUse,
  onEdit,
  onDelete,
}: Props) {
  const { t, i18n } = useTranslation();
  const when = (value: string | null) => formatDateTime(value, i18n.language);
  return (
    <TableFrame
      caption={t(place === 'agent' ? 'webSources.table.agentCaption' : 'webSources.table.caption')}
      minW="34rem"
      scroll={{ maxH: '40vh', overflowY: 'auto' }}
      columns={[
        { key: 'url', label: t('webSources.table.url') },
        { key: 'status', label: t('webSources.table.status'), width: '11rem' },
        { key: 'refreshed', label: t('webSources.table.refreshed'), width: '12rem' },
        {
          key: 'actions',
          label: <VisuallyHidden>{t('webSources.table.actions')}</VisuallyHidden>,
          align: 'end',
          width: place === 'agent' ? '13rem' : '17rem',
        },
      ]}
    >
      {sources.map((source) => {
        const here = usedBy(source, agentId);
        const disabled = pending !== undefined;
        const waits = (kind: PendingChange['kind']) => pending?.id === source.id && pending.kind === kind;
        return (
          <Table.Row key={source.id}>
            <Table.Cell>
              <Stack gap="0.5">
                <Link href={source.url} target="_blank" rel="noopener noreferrer" wordBreak="break-all">
                  {source.url}
                </Link>
                <Text fontSize="xs" color="fg.muted">
                  {source.scope === 'page'
                    ? t('webSources.scope.page')
                    : t('webSources.scope.sectionLimit', { count: source.pageLimit })}
                  {' · '}
                  {t(`webSources.refresh.${source.refresh}`)}
                </Text>
              </Stack>
            </Table.Cell>
            <Table.Cell>
              <Stack gap="0.5" align="flex-start">
                <Badge colorPalette={STATUS_PALETTE[source.status]} variant="subtle">
                  {t(`webSources.status.${source.status}`)}
                </Badge>
                {source.status === 'failed' && source.failureReason && (
                  <Text fontSize="xs" color="fg.error" wordBreak="break-word">
                    {source.failureReason}
                  </Text>
                )}
                {source.status !== 'failed' && source.pageCount !== null && (
                  <Text fontSize="xs" color="fg.muted">
                    {t('webSources.pages', { count: source.pageCount })}
                  </Text>
                )}
              </Stack>
            </Table.Cell>
            <Table.Cell>
              <Stack gap="0.5" fontSize="xs">
                <Text>
                  {source.lastRefreshAt
                    ? t('webSources.lastRefresh', { when: when(source.lastRefreshAt) })
                    : t('webSources.notReadYet')}
                </Text>
                {source.nextRefreshAt && (
                  <Text color="fg.muted">
                    {t('webSources.nextRefresh', { when: when(source.nextRefreshAt) })}
                  </Text>
                )}
              </Stack>
            </Table.Cell>
            <Table.Cell textAlign="end">
              <HStack justify="end" gap="1" wrap="wrap">
                <Button
                  size="xs"
                  variant="outline"
                  colorPalette="brand"
                  disabled={disabled || isReading(source)}
                  loading={waits('refresh')}
                  aria-label={t('webSources.refreshNow.label', { url: source.url })}
                  onClick={() => onRefresh(source)}
                >
                  {t('webSources.refreshNow.button')}
                </Button>
                {(place === 'agent' || here) && (
                  <Button
                    size="xs"
                    variant="ghost"
                    disabled={disabled}
                    loading={waits('use')}
                    aria-label={t('webSources.unuse.label', { url: source.url })}
                    onClick={() => onUse(source, false)}
                  >
                    {t('webSources.unuse.button')}
                  </Button>
                )}
                {place === 'library' && !here && (
                  <Button
                    size="xs"
                    variant="outline"
                    colorPalette="brand"
                    disabled={disabled}
                    loading={waits('use')}
                    aria-label={t('webSources.use.label', { url: source.url })}
                    onClick={() => onUse(source, true)}
                  >
                    {t('webSources.use.button')}
                  </Button>
                )}
                {onEdit && (
                  <EditRowButton
                    label={t('webSources.edit.label', { url: source.url })}
                    disabled={disabled}
                    onClick={() => onEdit(source)}
                  />
                )}
                {onDelete && (
                  <DeleteRowButton
                    label={t('webSources.delete.label', { url: source.url })}
                    disabled={disabled}
                    onClick={() => onDelete(source)}
                  />
                )}
              </HStack>
            </Table.Cell>
          </Table.Row>
        );
      })}
    </TableFrame>
  );
}
