import { Badge, Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { TableFrame } from '@/components/table-frame';
import { campaignActions, named, type Campaign } from './campaign-model';
import { CampaignProgress } from './campaign-progress';
import { agentsQuery, groupsQuery } from './campaigns-queries';

export type CampaignAction = 'calls' | 'schedule' | 'pause' | 'resume' | 'edit' | 'end' | 'delete';

interface CampaignsTableProps {
  campaigns: readonly Campaign[];
  busy: boolean;
  onAction: (action: CampaignAction, campaign: Campaign) => void;
}

const STATUS_COLOURS: Record<string, string> = {
  draft: 'gray',
  scheduled: 'blue',
  running: 'green',
  paused: 'orange',
  ended: 'red',
};
const KNOWN_STATUSES = new Set(Object.keys(STATUS_COLOURS));

const nameIn = (list: { data?: Parameters<typeof named>[0] }, id: string): string =>
  named(list.data ?? []).find((choice) => choice.value === id)?.label ?? id;

// Each name reads its list itself: when the agents or the groups arrive, the names render, not the table.
function GroupName({ id }: { id: string }) {
  const { data } = useQuery({ ...groupsQuery(), select: (list) => nameIn(list, id) });
  return data ?? id;
}

function AgentName({ id }: { id: string }) {
  const { data } = useQuery({ ...agentsQuery(), select: (list) => nameIn(list, id) });
  return data ?? id;
}

export const CampaignsTable = memo(function CampaignsTable({
  campaigns,
  busy,
  onAction,
}: CampaignsTableProps) {
  const { t } = useTranslation();
  return (
    <TableFrame
      caption={t('campaigns.title')}
      minW="64rem"
      columns={[
        { key: 'name', label: t('campaigns.columns.name') },
        { key: 'status', label: t('campaigns.columns.status') },
        { key: 'group', label: t('campaigns.columns.group') },
        { key: 'agent', label: t('campaigns.columns.agent') },
        { key: 'callerNumber', label: t('campaigns.columns.callerNumber') },
        { key: 'window', label: t('campaigns.columns.window') },
        { key: 'progress', label: t('campaigns.columns.progress') },
        { key: 'actions', label: t('campaigns.columns.actions'), align: 'end' },
      ]}
    >
      {campaigns.map((campaign) => {
        const allowed = campaignActions(campaign.status);
        const { schedule } = campaign;
        const days = Array.isArray(schedule.daysOfWeek)
          ? schedule.daysOfWeek
              .map((day) => t(`campaigns.daysShort.${day}`, { defaultValue: day }))
              .join(', ')
          : '';
        const action = (kind: CampaignAction, label: string, name: string, danger = false) => (
          <Button
            size="xs"
            variant="outline"
            colorPalette={danger ? 'red' : undefined}
            disabled={busy}
            aria-label={t(`campaigns.actionsOf.${kind}`, { name })}
            onClick={() => onAction(kind, campaign)}
          >
            {label}
          </Button>
        );
        return (
          <Table.Row key={campaign.id}>
            <Table.Cell maxW="14rem">
              <Text lineClamp={2} wordBreak="break-word" fontWeight="medium">
                {campaign.name}
              </Text>
            </Table.Cell>
            <Table.Cell>
              <Badge colorPalette={STATUS_COLOURS[campaign.status] ?? 'gray'}>
                {KNOWN_STATUSES.has(campaign.status)
                  ? t(`campaigns.status.${campaign.status}`)
                  : campaign.status}
              </Badge>
            </Table.Cell>
            <Table.Cell maxW="12rem">
              <Text lineClamp={2} wordBreak="break-word">
                <GroupName id={campaign.group} />
              </Text>
            </Table.Cell>
            <Table.Cell maxW="12rem">
              <Text lineClamp={2} wordBreak="break-word">
                <AgentName id={campaign.agent} />
              </Text>
            </Table.Cell>
            <Table.Cell>{campaign.callerNumber ?? t('campaigns.noCallerNumber')}</Table.Cell>
            <Table.Cell maxW="14rem">
              <Stack gap="0" textStyle="xs">
                <Text>
                  {schedule.callWindow.start}–{schedule.callWindow.end}
                </Text>
                <Text color="fg.muted" wordBreak="break-word">
                  {days}
                </Text>
                <Text color="fg.muted" wordBreak="break-word">
                  {schedule.timeZone}
                </Text>
              </Stack>
            </Table.Cell>
            <Table.Cell>
              <CampaignProgress campaign={campaign} />
            </Table.Cell>
            <Table.Cell textAlign="end">
              <HStack justify="end" gap="1" wrap="wrap" maxW="20rem" ml="auto">
                {action('calls', t('campaigns.actions.calls'), campaign.name)}
                {allowed.schedule && action('schedule', t('campaigns.actions.schedule'), campaign.name)}
                {allowed.toggle &&
                  action(allowed.toggle, t(`campaigns.actions.${allowed.toggle}`), campaign.name)}
                {allowed.edit && action('edit', t('campaigns.actions.edit'), campaign.name)}
                {allowed.end && action('end', t('campaigns.actions.end'), campaign.name, true)}
                {action('delete', t('campaigns.actions.delete'), campaign.name, true)}
              </HStack>
            </Table.Cell>
          </Table.Row>
        );
      })}
    </TableFrame>
  );
});
