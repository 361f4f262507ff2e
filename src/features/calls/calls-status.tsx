import { Stack, Text } from '@chakra-ui/react';
import { errorMessage } from '@/api/errors';
import { ErrorState, LoadingState } from '@/components/query-states';

export function CallsLoading({ label }: { label?: string }) {
  return <LoadingState label={label} />;
}

/** Could not load: the server's message (or ours) and a way to try again. */
export function CallsError({
  error,
  fallback,
  onRetry,
}: {
  error: unknown;
  fallback: string;
  onRetry: () => void;
}) {
  return <ErrorState message={errorMessage(error, fallback)} onRetry={onRetry} />;
}

export function CallsEmpty({ title, hint }: { title: string; hint?: string }) {
  return (
    <Stack
      gap="2"
      align="center"
      textAlign="center"
      py="10"
      px="4"
      borderWidth="1px"
      borderStyle="dashed"
      borderRadius="lg"
    >
      <Text fontWeight="semibold">{title}</Text>
      {hint && <Text color="fg.muted">{hint}</Text>}
    </Stack>
  );
}
