import { Stack, Text } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/errors';
import { ErrorState, LoadingState } from '@/components/query-states';

/** Nothing to list: what the list would hold and, optionally, what to do. */
export function DidsEmpty({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Stack role="status" gap="2" align="center" textAlign="center" py="10" borderWidth="1px" rounded="md">
      <Text fontWeight="medium">{title}</Text>
      {children}
    </Stack>
  );
}

/** The loading and error states of a read; `ready` renders once its data is there. */
export function QueryBody<T, E>({
  query,
  ready,
}: {
  query: Pick<UseQueryResult<T, E>, 'data' | 'isError' | 'error' | 'refetch'>;
  ready: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.data !== undefined) return <>{ready(query.data)}</>;
  if (query.isError) {
    return (
      <ErrorState
        message={errorMessage(query.error, t('phoneNumbers.loadFailed'))}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <LoadingState />;
}
