import { Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack
      as="section"
      aria-labelledby={id}
      gap="3"
      borderWidth="1px"
      borderRadius="lg"
      p={{ base: '4', sm: '5' }}
    >
      <Heading as="h2" id={id} size="md">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}
