import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/components/page-frame';
import { AgentRateHistoryDialog } from './agent-rate-history-dialog';
import { CatalogueScreen } from '../catalogue-screen';
import { RateDeleteAll } from './rate-delete-all';
import { agentRateEntry } from '../registry/agent-rate';
import { rateEntry } from '../registry/rate';

export function LicenseMinutePrices() {
  const { t } = useTranslation();
  const [history, setHistory] = useState<{ id: string; name: string } | null>(null);
  return (
    <PageFrame
      title={t('screens.superadminLicenseMinutePrices.title')}
      description={t('catalogue.agentRate.screenDescription')}
      gap="10"
    >
      <CatalogueScreen
        entry={agentRateEntry}
        embedded
        rowActions={(rate) => (
          <Button
            size="xs"
            variant="outline"
            aria-label={t('catalogue.agentRate.history.button', {
              name: rate.agentName,
              day: rate.effectiveFrom,
            })}
            onClick={() => setHistory({ id: rate.agent, name: rate.agentName })}
          >
            {t('catalogue.agentRate.history.short')}
          </Button>
        )}
      />
      {history && <AgentRateHistoryDialog agent={history} onClose={() => setHistory(null)} />}
      <CatalogueScreen entry={rateEntry} embedded>
        <RateDeleteAll />
      </CatalogueScreen>
    </PageFrame>
  );
}
