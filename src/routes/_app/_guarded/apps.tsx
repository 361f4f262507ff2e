import { Separator } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { loadQueries } from '@/app/route-loaders';
import { PageFrame } from '@/components/page-frame';
import { catalogueQuery, integrationsQuery } from '@/features/apps/apps-queries';
import { AppsScreen } from '@/features/apps/apps-screen';
import {
  catalogueListQuery,
  invalidateCatalogueList,
  useCatalogueList,
} from '@/features/catalogue/catalogue-queries';
import { CatalogueScreen } from '@/features/catalogue/catalogue-screen';
import { appEntry } from '@/features/catalogue/registry/app';
import { featureEntry } from '@/features/catalogue/registry/feature';
import { getUser, useUser } from '@/lib/session/session-store';

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
function AppCatalogueAdmin() {
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

function AppsRoute() {
  return useUser().isSuperAdmin ? <AppCatalogueAdmin /> : <AppsScreen />;
}

export const Route = createFileRoute('/_app/_guarded/apps')({
  staticData: { screen: 'apps' },
  loader: ({ context }) => {
    const user = getUser();
    loadQueries(
      context.queryClient,
      user.isSuperAdmin
        ? [catalogueListQuery(appEntry), catalogueListQuery(featureEntry)]
        : [catalogueQuery(user.company), integrationsQuery(user.company)],
    );
  },
  component: AppsRoute,
});
