import { Badge, Heading, Stack, Table } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '@/components/pagination';
import { EmptyState } from '@/components/query-states';
import { TableFrame } from '@/components/table-frame';
import { formatCost, formatDateTime } from '@/lib/format';
import { amountSign, cardLabel, type BillingRecord } from './billing-model';
import { HISTORY_PAGE_SIZE } from './billing-queries';

interface HistorySectionProps {
  records: readonly BillingRecord[];
  total: number;
  /** 1-based. */
  page: number;
  onPage: (page: number) => void;
}

const STATUS_COLOR = { succeeded: 'green', pending: 'yellow', failed: 'red' } as const;

export function HistorySection({ records, total, page, onPage }: HistorySectionProps) {
  const { t, i18n } = useTranslation();
  return (
    <Stack as="section" aria-labelledby="billing-history" gap="4">
      <Heading as="h2" size="lg" id="billing-history">
        {t('billing.history.title')}
      </Heading>
      {records.length === 0 ? (
        <EmptyState text={t('billing.history.empty')} />
      ) : (
        <>
          <TableFrame
            caption={t('billing.history.caption')}
            minW="52rem"
            scroll={{ tabIndex: 0, role: 'region', 'aria-label': t('billing.history.caption') }}
            columns={[
              { key: 'date', label: t('billing.history.columns.date') },
              { key: 'description', label: t('billing.history.columns.description') },
              { key: 'type', label: t('billing.history.columns.type') },
              { key: 'status', label: t('billing.history.columns.status') },
              { key: 'card', label: t('billing.history.columns.card') },
              { key: 'invoice', label: t('billing.history.columns.invoice') },
              { key: 'amount', label: t('billing.history.columns.amount'), align: 'end' },
            ]}
          >
            {records.map((record) => (
              <Table.Row key={record.id}>
                <Table.Cell whiteSpace="nowrap">{formatDateTime(record.createdAt, i18n.language)}</Table.Cell>
                <Table.Cell>{record.description}</Table.Cell>
                <Table.Cell>
                  {t(`billing.history.type.${record.type}`, { defaultValue: record.type })}
                </Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={STATUS_COLOR[record.status]}>
                    {t(`billing.history.status.${record.status}`, { defaultValue: record.status })}
                  </Badge>
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{record.card ? cardLabel(record.card) : ''}</Table.Cell>
                <Table.Cell>{record.invoiceNumber ?? ''}</Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {`${amountSign(record.type)}${formatCost(record.amount, record.currency, i18n.language)}`}
                </Table.Cell>
              </Table.Row>
            ))}
          </TableFrame>
          <Pagination
            label={t('billing.history.pages')}
            page={page}
            pageSize={HISTORY_PAGE_SIZE}
            total={total}
            shown={records.length}
            onPage={onPage}
          />
        </>
      )}
    </Stack>
  );
}
