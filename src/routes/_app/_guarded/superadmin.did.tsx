import { Separator } from '@chakra-ui/react';
import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/components/page-frame';
import { loadQueries } from '@/app/route-loaders';
import { catalogueListQuery, forSuperAdmin } from '@/features/catalogue/catalogue-queries';
import { CatalogueScreen } from '@/features/catalogue/catalogue-screen';
import { didEntry } from '@/features/catalogue/registry/did';
import { sipProfileEntry } from '@/features/catalogue/registry/sip-profile';

// The SIP trunks share this screen: the routes list has no SIP route.
function PhoneNumbersAndTrunks() {
  const { t } = useTranslation();
  return (
    <PageFrame
      title={t('screens.superadminDid.title')}
      description={t('screens.superadminDid.description')}
      gap="8"
    >
      <CatalogueScreen entry={didEntry} embedded />
      <Separator />
      <CatalogueScreen entry={sipProfileEntry} embedded />
    </PageFrame>
  );
}

export const Route = createFileRoute('/_app/_guarded/superadmin/did')({
  staticData: { screen: 'superadminDid' },
  loader: ({ context }) =>
    loadQueries(
      context.queryClient,
      forSuperAdmin([catalogueListQuery(didEntry), catalogueListQuery(sipProfileEntry)]),
    ),
  component: PhoneNumbersAndTrunks,
});
