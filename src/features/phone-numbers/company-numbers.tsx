import { Link as ChakraLink } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/errors';
import { EmptyState, QueryView, type QueryLike } from '@/components/query-states';
import type { Did } from './did-model';
import { DidTable, type DidColumn } from './did-table';

export function CompanyNumbers({
  query,
  emptyText,
  label,
  columns,
}: {
  query: QueryLike<Did[]> & { error: unknown };
  emptyText: string;
  label: string;
  columns: DidColumn[];
}) {
  const { t } = useTranslation();
  return (
    <QueryView
      query={query}
      errorText={errorMessage(query.error, t('phoneNumbers.loadFailed'))}
      empty={
        query.data?.length === 0 && (
          <EmptyState text={emptyText}>
            <ChakraLink asChild colorPalette="brand">
              <Link to="/phonenumbers/available">{t('phoneNumbers.reserved.browse')}</Link>
            </ChakraLink>
          </EmptyState>
        )
      }
    >
      {(list) => <DidTable label={label} dids={list} columns={columns} />}
    </QueryView>
  );
}
