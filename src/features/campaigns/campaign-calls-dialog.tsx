import { Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/errors';
import { Pagination } from '@/components/pagination';
import { QueryView } from '@/components/query-states';
import { formatDateTime, formatDuration } from '@/lib/format';
import type { Campaign } from './campaign-model';
import { CAMPAIGN_CALLS_PAGE_SIZE, campaignCallsQuery } from './campaigns-queries';
import { CampaignAttemptsView } from './campaign-attempts';
import { CampaignProgress } from './campaign-progress';
import { PlayableCallsTable } from '@/components/playable-calls-table';
import { InfoDialog } from '@/components/info-dialog';

const CALLS_POLL_MS = 5000;

export function CampaignCallsDialog({ campaign, onClose }: { campaign: Campaign; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const [pageIndex, setPageIndex] = useState(0);
  const calls = useQuery({
    ...campaignCallsQuery(campaign.id, pageIndex),
    placeholderData: keepPreviousData,
    refetchInterval: campaign.status === 'running' ? CALLS_POLL_MS : false,
  });
  const list = calls.data?.data.data ?? [];
  const title = t('campaigns.calls.title', { name: campaign.name });
  return (
    <InfoDialog title={title} onClose={onClose} size="xl">
      <Stack gap="4">
        <CampaignProgress campaign={campaign} />
        <CampaignAttemptsView campaign={campaign} />
        <QueryView
          query={calls}
          errorText={errorMessage(calls.error, t('campaigns.calls.loadError'))}
          empty={list.length === 0}
          emptyText={t('campaigns.calls.empty')}
        >
          {(data) => (
            <Stack gap="2">
              <PlayableCallsTable
                caption={title}
                minW="40rem"
                headers={[
                  t('campaigns.calls.when'),
                  t('campaigns.calls.contact'),
                  t('campaigns.calls.number'),
                  t('campaigns.calls.status'),
                  t('campaigns.calls.duration'),
                ]}
                openHeader={t('campaigns.calls.open')}
                playLabel={t('campaigns.calls.play')}
                rows={list.map((call) => ({
                  id: call.id,
                  cells: [
                    formatDateTime(call.startedAt ?? call.scheduledAt ?? call.createdAt, i18n.language),
                    <Text key="contact" lineClamp={1} wordBreak="break-word" maxW="12rem">
                      {call.leadName}
                    </Text>,
                    call.to,
                    t(`calls.status.${call.status}`, { defaultValue: call.status }),
                    formatDuration(call.duration),
                  ],
                }))}
              />
              <Pagination
                label={t('campaigns.calls.paging')}
                page={pageIndex + 1}
                pageSize={CAMPAIGN_CALLS_PAGE_SIZE}
                total={data.data.total}
                shown={list.length}
                onPage={(page) => setPageIndex(page - 1)}
              />
            </Stack>
          )}
        </QueryView>
      </Stack>
    </InfoDialog>
  );
}
