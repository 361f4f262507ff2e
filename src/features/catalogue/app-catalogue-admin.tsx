import { Separator } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/components/page-frame';
import { catalogueListQuery, invalidateCatalogueList, useCatalogueList } from './catalogue-queries';
import { CatalogueScreen } from './catalogue-screen';
import { appEntry } from './registry/app';
import { featureEntry } from './registry/feature';

export const appCatalogueQueries = () => [catalogueListQuery(appEntry), catalogueListQuery(featureEntry)];

// A deleted app takes its features with it and a renamed one renames their rows: each new read of
// the apps reads the features again.
function useFeaturesFollowApps() {
  const queryClient = useQueryClient();
  const { dataUpdatedAt } = useCatalogueList(appEntry);
  const seen = useRef(dataUpdatedAt);
  useEffect(() => {
    const before = seen.current;
    seen.current = dataUpdatedAt;
    if (before !== 0 && before !== dataUpdatedAt) void invalidateCatalogueList(queryClient, featureEntry);
  }, [dataUpdatedAt, queryClient]);
}

// The super administrator has no Apps entry in the menu: their /apps is the catalogue itself.
export function AppCatalogueAdmin() {
  const { t } = useTranslation();
  useFeaturesFollowApps();
  return (
    <PageFrame
      title={t('catalogue.appAdmin.title')}
      description={t('catalogue.appAdmin.description')}
      gap="8"
    >
      <CatalogueScreen entry={appEntry} embedded />
      <Separator />
      <CatalogueScreen entry={featureEntry} embedded />
    </PageFrame>
  );
}
