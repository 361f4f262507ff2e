import { Box, Heading, Text } from '@chakra-ui/react';

export function ValuePoint({ title, body }: { title: string; body: string }) {
  return (
    <Box as="li" listStyleType="none" bg="bg" borderWidth="1px" borderRadius="xl" p="6" shadow="xs">
      <Box w="8" h="1" borderRadius="full" bg="brand.solid" mb="4" aria-hidden="true" />
      <Heading as="h3" size="md">
        {title}
      </Heading>
      <Text color="fg.muted" mt="2">
        {body}
      </Text>
    </Box>
  );
}
