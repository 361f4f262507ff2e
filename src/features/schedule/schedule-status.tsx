import { Text } from '@chakra-ui/react';
import { errorMessage } from '@/api/errors';
import { ErrorState, LoadingState } from '@/components/query-states';

export function ScheduleLoading() {
  return <LoadingState />;
}

/** A read failed: the server's message (or the fallback) and a way to try again. */
export function ScheduleError({
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

export function ScheduleEmpty({ text }: { text: string }) {
  return (
    <Text
      color="fg.muted"
      textAlign="center"
      py="10"
      px="4"
      borderWidth="1px"
      borderStyle="dashed"
      borderRadius="lg"
    >
      {text}
    </Text>
  );
}
