import { Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A part of a screen waiting for its data: a spinner and 'Loading…' (or `label`), announced. */
export function LoadingState({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <HStack role="status" gap="3" justify="center" py="8" color="fg.muted">
      <Spinner size="sm" />
      <Text>{label ?? t('common.loading')}</Text>
    </HStack>
  );
}

/** A read failed: what went wrong (the server's message, else the screen's own) and a retry. */
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

/** What QueryView needs of a TanStack Query result. */
export interface QueryLike<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

export interface QueryViewProps<T> {
  query: QueryLike<T>;
  /** The sentence when the read failed: the server's message, else the screen's own. */
  errorText: string;
  /** The data came but holds nothing to show. */
  empty?: boolean;
  emptyText?: string;
  /** The data: called only once it came and is not empty. */
  children: (data: T) => ReactNode;
}

/**
 * The four states of a part of a screen that reads from the server: loading, failed (with a
 * retry), empty, and the data itself.
 */
export function QueryView<T>({ query, errorText, empty = false, emptyText, children }: QueryViewProps<T>) {
  if (query.isError) return <ErrorState message={errorText} onRetry={() => void query.refetch()} />;
  if (query.isPending || query.data === undefined) return <LoadingState />;
  if (empty) return <EmptyState text={emptyText ?? ''} />;
  return <>{children(query.data)}</>;
}

/** Nothing to show yet: one sentence, announced. */
export function EmptyState({ text }: { text: string }) {
  return (
    <Text role="status" py="6" textAlign="center" color="fg.muted">
      {text}
    </Text>
  );
}
