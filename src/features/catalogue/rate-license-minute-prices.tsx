import { Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { CatalogueScreen } from './catalogue-screen';
import { RateDeleteAll } from './rate-delete-all';
import { agentRateEntry } from './registry/agent-rate';
import { rateEntry } from './registry/rate';

/**
 * /superadmin/license-minute-prices: the agents' prices per minute, then the rate card (prices by
 * destination prefix, with its import and "Delete all"), each an embedded catalogue.
 */
export function LicenseMinutePrices() {
  const { t } = useTranslation();
  return (
    <Stack gap="10" px={{ base: '4', md: '8' }} py="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {t('screens.superadminLicenseMinutePrices.title')}
        </Heading>
        <Text color="fg.muted">{t('catalogue.agentRate.screenDescription')}</Text>
      </Stack>
      <CatalogueScreen entry={agentRateEntry} embedded />
      <CatalogueScreen entry={rateEntry} embedded>
        <RateDeleteAll />
      </CatalogueScreen>
    </Stack>
  );
}
