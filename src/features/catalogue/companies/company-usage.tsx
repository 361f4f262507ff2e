import { Box, SimpleGrid, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { SpacePlanInfo } from '@/api/models/schemas';

const count = (value: number) => (Number.isFinite(value) ? String(Math.round(value * 10) / 10) : '—');

export function CompanyUsage({ info }: { info: SpacePlanInfo }) {
  const { t, i18n } = useTranslation();
  const renews = new Date(info.renewsAt);
  const of = (used: number, limit: number) =>
    t('catalogue.company.users.usage.of', { used: count(used), limit: count(limit) });
  const rows: [string, string][] = [
    [t('catalogue.company.users.usage.plan'), info.planName],
    [t('catalogue.company.users.usage.minutes'), of(info.minutesUsed, info.minutesIncluded)],
    [t('catalogue.company.users.usage.agents'), of(info.agentsUsed, info.agentsLimit)],
    [t('catalogue.company.users.usage.seats'), of(info.seatsUsed, info.seats)],
    [
      t('catalogue.company.users.usage.renews'),
      Number.isNaN(renews.getTime()) ? '—' : renews.toLocaleDateString(i18n.language),
    ],
  ];
  return (
    <SimpleGrid as="dl" columns={2} gapX="4" gapY="1" maxW="md">
      {rows.map(([term, value]) => (
        <Box key={term} display="contents">
          <Text as="dt" color="fg.muted">
            {term}
          </Text>
          <Text as="dd" fontWeight="medium" wordBreak="break-word">
            {value}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}
