import { Heading, Separator, Stack, Text } from '@chakra-ui/react';
import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { CatalogueScreen } from '@/features/catalogue/catalogue-screen';
import { didEntry } from '@/features/catalogue/registry/did';
import { sipProfileEntry } from '@/features/catalogue/registry/sip-profile';

/** The platform's phone numbers and, below them, the SIP trunks (the routes list has no SIP route). */
function PhoneNumbersAndTrunks() {
  const { t } = useTranslation();
  return (
    <Stack gap="8" px={{ base: '4', md: '8' }} py="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {t('screens.superadminDid.title')}
        </Heading>
        <Text color="fg.muted">{t('screens.superadminDid.description')}</Text>
      </Stack>
      <CatalogueScreen entry={didEntry} embedded />
      <Separator />
      <CatalogueScreen entry={sipProfileEntry} embedded />
    </Stack>
  );
}

export const Route = createFileRoute('/_app/_guarded/superadmin/did')({
  staticData: { screen: 'superadminDid' },
  component: PhoneNumbersAndTrunks,
});
