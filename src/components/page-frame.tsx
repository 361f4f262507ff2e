import { Flex, Heading, HStack, Stack, Text, type StackProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface PageFrameProps extends Omit<StackProps, 'title'> {
  title: string;
  description?: ReactNode;
  /** Beside the title, at the end of the line: the screen's own buttons. */
  actions?: ReactNode;
  /** Before the title: the way back. */
  back?: ReactNode;
  /** One of several parts of a screen that has its h1 already: an h2, without the page padding. */
  embedded?: boolean;
  /** A page of one message (not found, refused): centred, with more room above. */
  centered?: boolean;
}

/** A screen's frame: its h1, what it is for, its actions, and the page padding around it all. */
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
