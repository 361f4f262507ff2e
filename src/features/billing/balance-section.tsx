import { Alert, Box, Button, HStack, Heading, Progress, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatCost, formatDateTime } from '@/lib/format';
import { isLowBalance, usageOf, type BillingSummary } from './billing-model';

interface BalanceSectionProps {
  summary: BillingSummary;
  onAddFunds?: () => void;
  addFundsLoading?: boolean;
}

export function BalanceSection({ summary, onAddFunds, addFundsLoading = false }: BalanceSectionProps) {
  const { t, i18n } = useTranslation();
  const money = (amount: number) => formatCost(amount, summary.currency, i18n.language);
  const usage = usageOf(summary);
  const low = isLowBalance(summary);
  return (
    <Stack as="section" aria-labelledby="billing-balance" gap="4">
      <Heading as="h2" size="lg" id="billing-balance">
        {t('billing.balance.title')}
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Stack borderWidth="1px" borderRadius="md" p="4" gap="3">
          <Text color="fg.muted" fontSize="sm">
            {t('billing.balance.current')}
          </Text>
          <Text fontSize="3xl" fontWeight="semibold" data-testid="billing-balance">
            {money(summary.balance)}
          </Text>
          {low && (
            <Alert.Root status="warning" size="sm">
              <Alert.Indicator />
              <Alert.Title>
                {t('billing.balance.low', { threshold: money(summary.lowBalanceThreshold) })}
              </Alert.Title>
            </Alert.Root>
          )}
          <HStack>
            <Button
              colorPalette="brand"
              onClick={onAddFunds}
              disabled={!onAddFunds}
              loading={addFundsLoading}
              loadingText={t('billing.addFunds.open')}
            >
              {t('billing.addFunds.open')}
            </Button>
          </HStack>
        </Stack>
        <Stack borderWidth="1px" borderRadius="md" p="4" gap="3">
          <Heading as="h3" size="sm">
            {t('billing.usage.title')}
          </Heading>
          <Box>
            <Progress.Root
              value={usage.percent}
              size="sm"
              colorPalette={usage.overage > 0 ? 'orange' : 'brand'}
              aria-label={t('billing.usage.label')}
            >
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
            <Text mt="2">
              {t('billing.usage.minutes', {
                used: usage.used.toLocaleString(i18n.language),
                included: usage.included.toLocaleString(i18n.language),
              })}
            </Text>
            {usage.overage > 0 && (
              <Text fontSize="sm" fontWeight="medium">
                {t('billing.usage.overage', { minutes: usage.overage.toLocaleString(i18n.language) })}
              </Text>
            )}
          </Box>
          <Text fontSize="sm">{t('billing.usage.spend', { amount: money(summary.monthToDateSpend) })}</Text>
          {summary.nextBillingDate && (
            <Text fontSize="sm" color="fg.muted">
              {t('billing.usage.nextBilling', {
                date: formatDateTime(summary.nextBillingDate, i18n.language),
              })}
            </Text>
          )}
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
