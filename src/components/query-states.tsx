import { Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A part of a screen waiting for its data: a spinner and 'Loading…' (or `label`), announced. */
export function LoadingState({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <HStack role="status" aria-busy="true" gap="3" justify="center" py="8" color="fg.muted">
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

/**
 * Nothing to show: one sentence, or a title with a hint and a way forward (`children`, e.g. the
 * button that creates the first one).
 */
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

/** What QueryView needs of a TanStack Query result. */
export interface QueryLike<T> {
  data: T | undefined;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface QueryViewProps<T> {
  query: QueryLike<T>;
  /** The sentence when the read failed: the server's message, else the screen's own. */
  errorText: string;
  /**
   * The data came but holds nothing to show: `true` draws `emptyText`, an element draws the
   * feature's own empty state (an EmptyState with a hint and an action, say).
   */
  empty?: boolean | ReactElement | null;
  emptyText?: string;
  /** Instead of the spinner: a skeleton shaped like what is coming. */
  loading?: ReactNode;
  /** The data: called only once it came and is not empty. */
  children: (data: T) => ReactNode;
}

/**
 * The states of a part of a screen that reads from the server: loading, failed (with a retry),
 * empty, and the data itself.
 */
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
