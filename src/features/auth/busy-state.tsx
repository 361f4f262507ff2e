import { Spinner, Stack, Text } from '@chakra-ui/react';

export function BusyState({ label }: { label: string }) {
  return (
    <Stack align="center" gap="3" py="4" role="status" aria-live="polite">
      <Spinner size="lg" color="brand.solid" aria-hidden="true" />
      <Text color="fg.muted">{label}</Text>
    </Stack>
  );
}
