import { Badge, Heading, Stack, Table } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '@/components/pagination';
import { EmptyState } from '@/components/query-states';
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
          <Table.ScrollArea
            borderWidth="1px"
            borderRadius="md"
            tabIndex={0}
            role="region"
            aria-label={t('billing.history.caption')}
          >
            <Table.Root size="sm" minW="52rem">
              <Table.Caption srOnly>{t('billing.history.caption')}</Table.Caption>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('billing.history.columns.date')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('billing.history.columns.description')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('billing.history.columns.type')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('billing.history.columns.status')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('billing.history.columns.card')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('billing.history.columns.invoice')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">
                    {t('billing.history.columns.amount')}
                  </Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {records.map((record) => (
                  <Table.Row key={record.id}>
                    <Table.Cell whiteSpace="nowrap">
                      {formatDateTime(record.createdAt, i18n.language)}
                    </Table.Cell>
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
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
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
