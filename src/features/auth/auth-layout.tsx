import { Box, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  title: string;
  subtitle?: string;
  children: ReactNode;
  footer?: ReactNode;
}

export function AuthLayout({ title, subtitle, children, footer }: Props) {
  const { t } = useTranslation();
  return (
    <Flex
      as="main"
      direction="column"
      align="center"
      justify="center"
      gap="5"
      minH="100dvh"
      bg="bg.subtle"
      px="4"
      py="10"
    >
      <Box
        w="full"
        maxW="md"
        bg="bg"
        borderWidth="1px"
        borderRadius="xl"
        shadow="sm"
        p={{ base: '6', sm: '8' }}
      >
        <Stack gap="6">
          <Stack gap="1">
            <Link asChild fontWeight="semibold" color="brand.fg" alignSelf="flex-start">
              <RouterLink to="/">{t('app.name')}</RouterLink>
            </Link>
            <Heading as="h1" size="2xl">
              {title}
            </Heading>
            {subtitle && <Text color="fg.muted">{subtitle}</Text>}
          </Stack>
          {children}
        </Stack>
      </Box>
      {footer}
    </Flex>
  );
}
