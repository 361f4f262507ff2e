import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

export function NotFound() {
  const { t } = useTranslation();
  return (
    <Stack as="main" gap="3" p="10" align="center" textAlign="center">
      <Heading as="h1" size="2xl">
        {t('notFound.title')}
      </Heading>
      <Text color="fg.muted">{t('notFound.body')}</Text>
      <Link asChild colorPalette="brand" variant="underline">
        <RouterLink to="/dashboard">{t('notFound.home')}</RouterLink>
      </Link>
    </Stack>
  );
}
