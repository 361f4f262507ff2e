import { Badge, Box, Button, HStack, Link, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
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
  /** The change being saved: its button waits, and every other is disabled meanwhile. */
  pending: PendingChange | undefined;
  onRefresh: (source: WebSource) => void;
  onUse: (source: WebSource, use: boolean) => void;
  onEdit?: (source: WebSource) => void;
  onDelete?: (source: WebSource) => void;
}

type SourceProps = Omit<Props, 'sources'> & { source: WebSource };

function SourceAddress({ source }: { source: WebSource }) {
  const { t } = useTranslation();
  return (
    <Stack gap="0.5" minW="0">
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
  );
}

function SourceStatus({ source }: { source: WebSource }) {
  const { t } = useTranslation();
  return (
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
  );
}

function SourceReads({ source }: { source: WebSource }) {
  const { t, i18n } = useTranslation();
  const when = (value: string) => formatDateTime(value, i18n.language);
  return (
    <Stack gap="0.5" fontSize="xs">
      <Text>
        {source.lastRefreshAt
          ? t(source.status === 'failed' ? 'webSources.lastTried' : 'webSources.lastRefresh', {
              when: when(source.lastRefreshAt),
            })
          : t('webSources.notReadYet')}
      </Text>
      {source.nextRefreshAt && (
        <Text color="fg.muted">{t('webSources.nextRefresh', { when: when(source.nextRefreshAt) })}</Text>
      )}
    </Stack>
  );
}

// In the agent's card every source is one this agent uses; the library offers to use the others.
function SourceActions({ source, agentId, pending, onRefresh, onUse, onEdit, onDelete }: SourceProps) {
  const { t } = useTranslation();
  const here = usedBy(source, agentId);
  const disabled = pending !== undefined;
  const waits = (kind: PendingChange['kind']) => pending?.id === source.id && pending.kind === kind;
  return (
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
      <Button
        size="xs"
        variant={here ? 'ghost' : 'outline'}
        colorPalette={here ? 'gray' : 'brand'}
        disabled={disabled}
        loading={waits('use')}
        aria-label={t(here ? 'webSources.unuse.label' : 'webSources.use.label', { url: source.url })}
        onClick={() => onUse(source, !here)}
      >
        {t(here ? 'webSources.unuse.button' : 'webSources.use.button')}
      </Button>
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
  );
}

/** The company's sources, in the library: wide enough for a table. */
export function WebSourcesTable({ sources, ...rest }: Props) {
  const { t } = useTranslation();
  return (
    <TableFrame
      caption={t('webSources.table.caption')}
      minW="40rem"
      scroll={{ maxH: '40vh', overflowY: 'auto' }}
      columns={[
        { key: 'url', label: t('webSources.table.url') },
        { key: 'status', label: t('webSources.table.status'), width: '11rem' },
        { key: 'refreshed', label: t('webSources.table.refreshed'), width: '12rem' },
        {
          key: 'actions',
          label: <VisuallyHidden>{t('webSources.table.actions')}</VisuallyHidden>,
          align: 'end',
          width: '17rem',
        },
      ]}
    >
      {sources.map((source) => (
        <Table.Row key={source.id}>
          <Table.Cell>
            <SourceAddress source={source} />
          </Table.Cell>
          <Table.Cell>
            <SourceStatus source={source} />
          </Table.Cell>
          <Table.Cell>
            <SourceReads source={source} />
          </Table.Cell>
          <Table.Cell textAlign="end">
            <SourceActions source={source} {...rest} />
          </Table.Cell>
        </Table.Row>
      ))}
    </TableFrame>
  );
}

/** The agent's own sources, in its Knowledge Base card: a narrow column, one source a block. */
export function WebSourcesList({ sources, ...rest }: Props) {
  const { t } = useTranslation();
  return (
    <Stack as="ul" gap="2" listStyleType="none" aria-label={t('webSources.table.agentCaption')}>
      {sources.map((source) => (
        <Box as="li" key={source.id} borderWidth="1px" borderRadius="l2" p="3">
          <Stack gap="2">
            <SourceAddress source={source} />
            <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
              <SourceStatus source={source} />
              <SourceReads source={source} />
            </HStack>
            <SourceActions source={source} {...rest} />
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
