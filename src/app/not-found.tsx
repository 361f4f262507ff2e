import { Link } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/components/page-frame';
import { ChakraRoot } from './chakra-root';

export default function NotFound() {
  const { t } = useTranslation();
  return (
    <ChakraRoot>
      <PageFrame as="main" title={t('notFound.title')} description={t('notFound.body')} centered>
        <Link asChild colorPalette="brand" variant="underline">
          <RouterLink to="/dashboard">{t('notFound.home')}</RouterLink>
        </Link>
      </PageFrame>
    </ChakraRoot>
  );
}
