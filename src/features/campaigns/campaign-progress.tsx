import { HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { answeredPercent, campaignProgress, type Campaign } from './campaign-model';

export function CampaignProgress({ campaign }: { campaign: Campaign }) {
  const { t, i18n } = useTranslation();
  const progress = campaignProgress(campaign);
  const number = (value: number | null) =>
    value === null ? t('campaigns.progress.unknown') : value.toLocaleString(i18n.language);
  const percent = answeredPercent(progress);
  return (
    <Stack gap="1" minW="12rem">
      <HStack gap="3" wrap="wrap" textStyle="xs">
        <Text>
          {t('campaigns.progress.called', { count: progress.called, value: number(progress.called) })}
        </Text>
        <Text>{t('campaigns.progress.answered', { value: number(progress.answered) })}</Text>
        <Text>{t('campaigns.progress.failed', { value: number(progress.failed) })}</Text>
        <Text>{t('campaigns.progress.pending', { value: number(progress.pending) })}</Text>
      </HStack>
      <Progress.Root
        value={percent}
        size="xs"
        colorPalette="brand"
        aria-label={t('campaigns.progress.answeredShare', { name: campaign.name, percent })}
      >
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    </Stack>
  );
}
