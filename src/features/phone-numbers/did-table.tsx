import { Badge, HStack, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TableFrame } from '@/components/table-frame';
import { formatPrice, locationOf, type Did } from './did-model';

export interface DidColumn {
  key: string;
  header: string;
  cell: (did: Did) => ReactNode;
  end?: boolean;
}

export function useBaseColumns(): DidColumn[] {
  const { t, i18n } = useTranslation();
  return [
    {
      key: 'number',
      header: t('phoneNumbers.columns.number'),
      cell: (did) => (
        <Text as="span" fontWeight="medium" fontVariantNumeric="tabular-nums">
          {did.number}
        </Text>
      ),
    },
    {
      key: 'location',
      header: t('phoneNumbers.columns.location'),
      cell: (did) => locationOf(did) || t('phoneNumbers.unknown'),
    },
    {
      key: 'capabilities',
      header: t('phoneNumbers.columns.capabilities'),
      cell: (did) => (
        <HStack gap="1" wrap="wrap">
          {did.capabilities?.voice && <Badge variant="subtle">{t('phoneNumbers.capabilities.voice')}</Badge>}
          {did.capabilities?.sms && <Badge variant="subtle">{t('phoneNumbers.capabilities.sms')}</Badge>}
        </HStack>
      ),
    },
    {
      key: 'price',
      header: t('phoneNumbers.columns.price'),
      end: true,
      cell: (did) => formatPrice(did.monthlyPrice, did.currency, i18n.language) || '—',
    },
  ];
}

export function DidTable({ label, dids, columns }: { label: string; dids: Did[]; columns: DidColumn[] }) {
  return (
    // Long numbers or names can make it scroll: a scrollable region is reachable by keyboard.
    <TableFrame
      aria-label={label}
      scroll={{ tabIndex: 0, role: 'region', 'aria-label': label }}
      columns={columns.map((column) => ({
        key: column.key,
        label: column.header,
        align: column.end ? 'end' : undefined,
      }))}
    >
      {dids.map((did) => (
        <Table.Row key={did.id}>
          {columns.map((column) => (
            <Table.Cell key={column.key} textAlign={column.end ? 'end' : undefined}>
              {column.cell(did)}
            </Table.Cell>
          ))}
        </Table.Row>
      ))}
    </TableFrame>
  );
}
