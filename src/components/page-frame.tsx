import { Flex, Heading, HStack, Stack, Text, type StackProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface PageFrameProps extends Omit<StackProps, 'title'> {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  back?: ReactNode;
  embedded?: boolean;
  centered?: boolean;
}

export function PageFrame({
  title,
  description,
  actions,
  back,
  embedded = false,
  centered = false,
  children,
  ...stack
}: PageFrameProps) {
  const heading = (
    <Heading as={embedded ? 'h2' : 'h1'} size={embedded ? 'xl' : '2xl'}>
      {title}
    </Heading>
  );
  return (
    <Stack
      gap={centered ? '3' : '6'}
      {...(embedded ? {} : { px: { base: '4', md: '8' }, py: centered ? '10' : '6' })}
      {...(centered ? { align: 'center', textAlign: 'center' } : {})}
      {...stack}
    >
      <Flex gap="3" align="start" justify="space-between" wrap="wrap">
        <Stack gap="1">
          {back ? (
            <HStack gap="2">
              {back}
              {heading}
            </HStack>
          ) : (
            heading
          )}
          {description && <Text color="fg.muted">{description}</Text>}
        </Stack>
        {actions && (
          <HStack gap="3" wrap="wrap">
            {actions}
          </HStack>
        )}
      </Flex>
      {children}
    </Stack>
  );
}
