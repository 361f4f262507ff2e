import { Badge, Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/errors';
import { Pagination } from '@/components/pagination';
import { QueryView } from '@/components/query-states';
import { TableFrame } from '@/components/table-frame';
import { formatDateTime } from '@/lib/format';
import type { Campaign } from './campaign-model';
import type { CampaignAttempts, ContactProgress } from './campaign-rules-model';
import { ATTEMPTS_PAGE_SIZE, campaignAttemptsQuery, useRetryFailed } from './campaigns-queries';

const OUTCOMES = ['completed', 'busy', 'no-answer', 'voicemail', 'failed', 'in-progress'] as const;
const STATE_COLOURS: Record<ContactProgress['state'], string> = {
  pending: 'gray',
  calling: 'blue',
  waiting: 'orange',
  answered: 'green',
  failed: 'red',
};

function Totals({ data }: { data: CampaignAttempts }) {
  const { t, i18n } = useTranslation();
  const number = (value: number) => value.toLocaleString(i18n.language);
  const { totals } = data;
  return (
    <Stack gap="1" textStyle="sm">
      <HStack as="ul" listStyleType="none" gap="4" wrap="wrap" aria-label={t('campaignProgress.byOutcome')}>
        {OUTCOMES.map((outcome) => (
          <Text as="li" key={outcome}>
            {t(`campaignProgress.outcome.${outcome}`)}: {number(totals[outcome])}
          </Text>
        ))}
      </HStack>
      <Text color="fg.muted">
        {t('campaignProgress.contacts', {
          pending: number(totals.contactsPending),
          waiting: number(totals.contactsWaiting),
          failed: number(totals.contactsFailed),
        })}
      </Text>
    </Stack>
  );
}

function ContactsTable({ data, caption }: { data: CampaignAttempts; caption: string }) {
  const { t, i18n } = useTranslation();
  const when = (value: string | null) => (value ? formatDateTime(value, i18n.language) : '—');
  return (
    <TableFrame
      caption={caption}
      minW="44rem"
      columns={[
        { key: 'contact', label: t('campaignProgress.columns.contact') },
        { key: 'state', label: t('campaignProgress.columns.state') },
        { key: 'attempts', label: t('campaignProgress.columns.attempts') },
        { key: 'next', label: t('campaignProgress.columns.next') },
      ]}
    >
      {data.contacts.map((contact) => (
        <Table.Row key={contact.lead}>
          <Table.Cell maxW="14rem">
            <Text lineClamp={1} wordBreak="break-word">
              {contact.leadName || contact.phone}
            </Text>
            <Text textStyle="xs" color="fg.muted">
              {contact.phone}
            </Text>
          </Table.Cell>
          <Table.Cell>
            <Badge colorPalette={STATE_COLOURS[contact.state]}>
              {t(`campaignProgress.state.${contact.state}`)}
            </Badge>
          </Table.Cell>
          <Table.Cell>
            {contact.attempts.length === 0 ? (
              '—'
            ) : (
              <Stack as="ol" gap="0" textStyle="xs" listStyleType="none">
                {contact.attempts.map((attempt) => (
                  <Text as="li" key={attempt.call}>
                    {t('campaignProgress.attempt', {
                      number: attempt.number,
                      outcome: t(`campaignProgress.outcome.${attempt.outcome}`),
                      at: when(attempt.at),
                    })}
                  </Text>
                ))}
              </Stack>
            )}
          </Table.Cell>
          <Table.Cell textStyle="xs">{when(contact.nextAttemptAt)}</Table.Cell>
        </Table.Row>
      ))}
    </TableFrame>
  );
}

/** The campaign's attempts by contact (a proposal): nothing at all where the server lacks it. */
export function CampaignAttemptsView({ campaign }: { campaign: Campaign }) {
  const { t } = useTranslation();
  const [pageIndex, setPageIndex] = useState(0);
  const attempts = useQuery(campaignAttemptsQuery(campaign.id, pageIndex));
  const retry = useRetryFailed();
  if (attempts.data === null) return null;
  const caption = t('campaignProgress.title', { name: campaign.name });
  return (
    <Stack as="section" gap="3" aria-label={caption}>
      <QueryView
        query={attempts}
        errorText={errorMessage(attempts.error, t('campaignProgress.loadError'))}
        empty={false}
      >
        {(data) =>
          data && (
            <Stack gap="3">
              {data.pausedReason && (
                <Text role="status" color="orange.fg" textStyle="sm">
                  {data.pausedReason}
                </Text>
              )}
              <Totals data={data} />
              <HStack gap="3" wrap="wrap">
                {data.retryFailedAllowed && (
                  <Button
                    size="sm"
                    variant="outline"
                    loading={retry.isPending}
                    loadingText={t('campaignProgress.retrying')}
                    disabled={data.totals.contactsFailed === 0}
                    onClick={() => retry.mutate(campaign)}
                  >
                    {t('campaignProgress.retryFailed')}
                  </Button>
                )}
                <Text role="status" textStyle="sm" color="fg.muted">
                  {retry.isSuccess
                    ? t('campaignProgress.retried', { count: retry.data.data.contacts })
                    : data.status === 'running'
                      ? t('campaignProgress.live')
                      : ''}
                </Text>
              </HStack>
              {data.contacts.length > 0 && <ContactsTable data={data} caption={caption} />}
              {data.total > ATTEMPTS_PAGE_SIZE && (
                <Pagination
                  label={t('campaignProgress.paging')}
                  page={pageIndex + 1}
                  pageSize={ATTEMPTS_PAGE_SIZE}
                  total={data.total}
                  shown={data.contacts.length}
                  onPage={(page) => setPageIndex(page - 1)}
                />
              )}
            </Stack>
          )
        }
      </QueryView>
    </Stack>
  );
}
