import { Button, HStack, Table, Text } from '@chakra-ui/react';
import { TableFrame } from '@/components/table-frame';
import { DeleteRowButton, EditRowButton } from '@/components/row-buttons';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import { leadName, type Lead } from './lead-model';

export type LeadSortKey = 'firstName' | 'phone' | 'status' | 'lastCalledAt' | 'createdAt';
export interface LeadSort {
  by: LeadSortKey;
  order: 'asc' | 'desc';
}

interface LeadsTableProps {
  leads: readonly Lead[];
  /** No sort: the rows come in the server's order (a phone search). */
  sort?: LeadSort;
  onSort?: (key: LeadSortKey) => void;
  onHistory: (lead: Lead) => void;
  onEdit: (lead: Lead) => void;
  onDelete: (lead: Lead) => void;
}

type LeadColumnKey = LeadSortKey | 'email' | 'actions';

const columns: { key: LeadSortKey | 'email'; sortable: boolean }[] = [
  { key: 'firstName', sortable: true },
  { key: 'phone', sortable: true },
  { key: 'email', sortable: false },
  { key: 'status', sortable: true },
  { key: 'lastCalledAt', sortable: true },
];

export function LeadsTable({ leads, sort, onSort, onHistory, onEdit, onDelete }: LeadsTableProps) {
  const { t, i18n } = useTranslation();
  const cell = (lead: Lead, key: LeadSortKey | 'email'): string => {
    switch (key) {
      case 'firstName':
        return leadName(lead);
      case 'phone':
        return lead.phone;
      case 'email':
        return lead.email ?? '';
      case 'status':
        return t(`contacts.status.${lead.status}`, { defaultValue: lead.status });
      case 'lastCalledAt':
        return formatDateTime(lead.lastCalledAt, i18n.language) || t('contacts.never');
      case 'createdAt':
        return formatDateTime(lead.createdAt, i18n.language);
    }
  };
  return (
    <TableFrame
      caption={t('contacts.leads.caption')}
      interactive
      minW="46rem"
      columns={[
        ...columns.map((column) => ({ ...column, label: t(`contacts.columns.${column.key}`) })),
        { key: 'actions' as const, label: t('contacts.columns.actions'), align: 'end' as const },
      ]}
      sort={sort && { key: sort.by, direction: sort.order === 'asc' ? 'ascending' : 'descending' }}
      onSort={
        sort &&
        onSort &&
        ((key: LeadColumnKey) => {
          if (key !== 'email' && key !== 'actions') onSort(key);
        })
      }
    >
      {leads.map((lead) => {
        const name = leadName(lead);
        return (
          <Table.Row key={lead.id}>
            {columns.map((column) => (
              <Table.Cell
                key={column.key}
                maxW="20rem"
                whiteSpace={column.key === 'phone' || column.key === 'lastCalledAt' ? 'nowrap' : undefined}
              >
                <Text lineClamp={2} wordBreak="break-word">
                  {cell(lead, column.key)}
                </Text>
              </Table.Cell>
            ))}
            <Table.Cell textAlign="end">
              <HStack justify="end" gap="1">
                <Button
                  size="xs"
                  variant="outline"
                  aria-label={t('contacts.leads.historyOf', { name })}
                  onClick={() => onHistory(lead)}
                >
                  {t('contacts.leads.history')}
                </Button>
                <EditRowButton label={t('contacts.leads.editOf', { name })} onClick={() => onEdit(lead)} />
                <DeleteRowButton
                  label={t('contacts.leads.deleteOf', { name })}
                  onClick={() => onDelete(lead)}
                />
              </HStack>
            </Table.Cell>
          </Table.Row>
        );
      })}
    </TableFrame>
  );
}
