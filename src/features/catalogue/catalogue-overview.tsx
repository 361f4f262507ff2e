import { Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQueries } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/components/page-frame';
import { ErrorState } from '@/components/query-states';
import { catalogue } from './registry';
import { catalogueListQuery } from './catalogue-queries';

export function CatalogueOverview() {
  const { t } = useTranslation();
  const counts = useQueries({
    queries: catalogue.map(({ entry }) => catalogueListQuery(entry)),
  });
  const failed = counts.filter((query) => query.isError);
  return (
    <PageFrame title={t('screens.superadmin.title')} description={t('screens.superadmin.description')}>
      {failed.length > 0 && (
        <ErrorState
          message={t('catalogue.overview.failed')}
          onRetry={() => failed.forEach((query) => void query.refetch())}
        />
      )}
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
        {catalogue.map(({ entry, to }, index) => {
          const query = counts[index];
          const count = query?.isPending
            ? t('common.loading')
            : query?.isError
              ? t('catalogue.overview.unavailable')
              : t('catalogue.common.count', { count: Array.isArray(query?.data) ? query.data.length : 0 });
          // Two entities of one route (DIDs and SIP trunks) are told apart by their own titles.
          const screen = `screens.${entry.screen}`;
          const title = t(`catalogue.${entry.key}.title`, { defaultValue: t(`${screen}.title`) });
          const description = t(`catalogue.${entry.key}.description`, {
            defaultValue: t(`${screen}.description`),
          });
          return (
            <Stack as="li" key={entry.key} borderWidth="1px" borderRadius="lg" p="5" gap="1">
              <Link asChild fontWeight="semibold" fontSize="lg" colorPalette="brand">
                <RouterLink to={to}>{title}</RouterLink>
              </Link>
              <Text color="fg.muted" fontSize="sm">
                {description}
              </Text>
              <Text fontSize="sm" aria-live="polite">
                {count}
              </Text>
            </Stack>
          );
        })}
      </SimpleGrid>
    </PageFrame>
  );
}
