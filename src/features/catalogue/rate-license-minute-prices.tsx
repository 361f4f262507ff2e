import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/components/page-frame';
import { CatalogueScreen } from './catalogue-screen';
import { RateDeleteAll } from './rate-delete-all';
import { agentRateEntry } from './registry/agent-rate';
import { rateEntry } from './registry/rate';

export function LicenseMinutePrices() {
  const { t } = useTranslation();
  return (
    <PageFrame
      title={t('screens.superadminLicenseMinutePrices.title')}
      description={t('catalogue.agentRate.screenDescription')}
      gap="10"
    >
      <CatalogueScreen entry={agentRateEntry} embedded />
      <CatalogueScreen entry={rateEntry} embedded>
        <RateDeleteAll />
      </CatalogueScreen>
    </PageFrame>
  );
}
