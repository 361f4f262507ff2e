import { CloseButton, Dialog, Link as ChakraLink, Portal, Stack, Table, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/errors';
import { Pagination } from '@/components/pagination';
import { QueryView } from '@/components/query-states';
import { formatDateTime, formatDuration } from '@/lib/format';
import type { Campaign } from './campaign-model';
import { CAMPAIGN_CALLS_PAGE_SIZE, campaignCallsQuery } from './campaign-queries';
import { CampaignProgress } from './campaign-progress';

/** A campaign's progress and its calls (CallFilter `campaignId`), newest first, each opening its recording. */
export function CampaignCallsDialog({ campaign, onClose }: { campaign: Campaign; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const [pageIndex, setPageIndex] = useState(0);
  const calls = useQuery({
    ...campaignCallsQuery(campaign.id, pageIndex),
    placeholderData: keepPreviousData,
  });
  const list = calls.data?.data.data ?? [];
  const title = t('campaigns.calls.title', { name: campaign.name });
  return (
    <Dialog.Root
      open
      size="xl"
      placement="center"
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="calc(100vw - 2rem)">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <CampaignProgress campaign={campaign} />
                <QueryView
                  query={calls}
                  errorText={errorMessage(calls.error, t('campaigns.calls.loadError'))}
                  empty={list.length === 0}
                  emptyText={t('campaigns.calls.empty')}
                >
                  {(data) => (
                    <Stack gap="2">
                      <Table.ScrollArea borderWidth="1px" borderRadius="md">
                        <Table.Root size="sm" minW="40rem">
                          <Table.Caption srOnly>{title}</Table.Caption>
                          <Table.Header>
                            <Table.Row>
                              <Table.ColumnHeader>{t('campaigns.calls.when')}</Table.ColumnHeader>
                              <Table.ColumnHeader>{t('campaigns.calls.contact')}</Table.ColumnHeader>
                              <Table.ColumnHeader>{t('campaigns.calls.number')}</Table.ColumnHeader>
                              <Table.ColumnHeader>{t('campaigns.calls.status')}</Table.ColumnHeader>
                              <Table.ColumnHeader>{t('campaigns.calls.duration')}</Table.ColumnHeader>
                              <Table.ColumnHeader>{t('campaigns.calls.open')}</Table.ColumnHeader>
                            </Table.Row>
                          </Table.Header>
                          <Table.Body>
                            {list.map((call) => (
                              <Table.Row key={call.id}>
                                <Table.Cell>
                                  {formatDateTime(
                                    call.startedAt ?? call.scheduledAt ?? call.createdAt,
                                    i18n.language,
                                  )}
                                </Table.Cell>
                                <Table.Cell maxW="12rem">
                                  <Text lineClamp={1} wordBreak="break-word">
                                    {call.leadName}
                                  </Text>
                                </Table.Cell>
                                <Table.Cell>{call.to}</Table.Cell>
                                <Table.Cell>
                                  {t(`calls.status.${call.status}`, { defaultValue: call.status })}
                                </Table.Cell>
                                <Table.Cell>{formatDuration(call.duration)}</Table.Cell>
                                <Table.Cell>
                                  <ChakraLink asChild colorPalette="brand">
                                    <Link to="/playcall" search={{ id: call.id }}>
                                      {t('campaigns.calls.play')}
                                    </Link>
                                  </ChakraLink>
                                </Table.Cell>
                              </Table.Row>
                            ))}
                          </Table.Body>
                        </Table.Root>
                      </Table.ScrollArea>
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
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
