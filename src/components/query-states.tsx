import { Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function LoadingState({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <HStack role="status" aria-busy="true" gap="3" justify="center" py="8" color="fg.muted">
      <Spinner size="sm" />
      <Text>{label ?? t('common.loading')}</Text>
    </HStack>
  );
}

export function ErrorState({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack role="alert" gap="3" align="center" textAlign="center" py="8" px="4">
      <Text color="fg.error">{message}</Text>
      <Button size="sm" variant="outline" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </Stack>
  );
}

export function EmptyState({ text, hint, children }: { text: string; hint?: string; children?: ReactNode }) {
  const titled = hint !== undefined || children !== undefined;
  return (
    <Stack
      gap="2"
      align="center"
      textAlign="center"
      py="8"
      px="4"
      borderWidth="1px"
      borderStyle="dashed"
      borderRadius="lg"
    >
      <Text fontWeight={titled ? 'semibold' : undefined} color={titled ? undefined : 'fg.muted'}>
        {text}
      </Text>
      {hint && <Text color="fg.muted">{hint}</Text>}
      {children}
    </Stack>
  );
}

export interface QueryLike<T> {
  data: T | undefined;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface QueryViewProps<T> {
  query: QueryLike<T>;
  errorText: string;
  empty?: boolean | ReactElement | null;
  emptyText?: string;
  loading?: ReactNode;
  children: (data: T) => ReactNode;
}

export function QueryView<T>({ query, errorText, empty, emptyText, loading, children }: QueryViewProps<T>) {
  const failed = query.isError ? (
    <ErrorState message={errorText} onRetry={() => void query.refetch()} />
  ) : null;
  if (query.data === undefined) {
    // A retry running after a failure shows the spinner again, so that the click visibly did something.
    if (failed && !query.isFetching) return failed;
    return <>{loading ?? <LoadingState />}</>;
  }
  let body: ReactNode;
  if (empty === true) body = <EmptyState text={emptyText ?? ''} />;
  else if (empty) body = empty;
  else body = children(query.data);
  // A refresh failed: what was read before stays, under the failure and its retry.
  return (
    <>
      {failed}
      {body}
    </>
  );
}
