import { Badge, Button, Card, Heading, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/errors';
import { FormDialog } from '@/components/form-dialog';
import { QueryView } from '@/components/query-states';
import { formatCost, formatDateTime } from '@/lib/format';
import {
  cardLabel,
  choosablePlans,
  currentPlan,
  type BillingSummary,
  type Card as PaymentCard,
  type Plan,
} from './billing-model';
import { plansQuery, useSubscribePlan } from './billing-queries';

interface PlanSectionProps {
  summary: BillingSummary;
  card: PaymentCard | undefined;
}

export function PlanSection({ summary, card }: PlanSectionProps) {
  const { t, i18n } = useTranslation();
  const plans = useQuery(plansQuery());
  const [choice, setChoice] = useState<Plan | null>(null);
  const list = plans.data?.data ?? [];
  const current = currentPlan(list, summary.planName);
  const others = choosablePlans(list, current);
  const price = (plan: Plan) =>
    t(`billing.plan.price.${plan.interval}`, {
      price: formatCost(plan.price, plan.currency, i18n.language),
      defaultValue: formatCost(plan.price, plan.currency, i18n.language),
    });
  return (
    <Stack as="section" aria-labelledby="billing-plan" gap="4">
      <Heading as="h2" size="lg" id="billing-plan">
        {t('billing.plan.title')}
      </Heading>
      <Stack borderWidth="1px" borderRadius="md" p="4" gap="1">
        <Text color="fg.muted" fontSize="sm">
          {t('billing.plan.current')}
        </Text>
        <Text fontSize="xl" fontWeight="semibold" data-testid="billing-current-plan">
          {summary.planName ?? t('billing.plan.none')}
        </Text>
        {current && <Text>{price(current)}</Text>}
        {summary.planName && summary.nextBillingDate && (
          <Text fontSize="sm" color="fg.muted">
            {t('billing.plan.renews', { date: formatDateTime(summary.nextBillingDate, i18n.language) })}
          </Text>
        )}
      </Stack>
      <Heading as="h3" size="md">
        {summary.planName ? t('billing.plan.change') : t('billing.plan.choose')}
      </Heading>
      {!card && (
        <Text color="fg.muted" fontSize="sm">
          {t('billing.plan.needCard')}
        </Text>
      )}
      <QueryView
        query={plans}
        errorText={errorMessage(plans.error, t('billing.plan.loadError'))}
        empty={others.length === 0}
        emptyText={t('billing.plan.empty')}
      >
        {() => (
          <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
            {others.map((plan) => (
              <Card.Root key={plan.id} size="sm" as="article" aria-labelledby={`plan-${plan.id}`}>
                <Card.Header>
                  <Heading as="h4" size="sm" id={`plan-${plan.id}`}>
                    {plan.name}
                  </Heading>
                  <Text fontWeight="semibold">{price(plan)}</Text>
                </Card.Header>
                <Card.Body gap="2">
                  {plan.description && <Text fontSize="sm">{plan.description}</Text>}
                  <Badge alignSelf="start" colorPalette="brand">
                    {t('billing.plan.minutes', {
                      minutes: plan.minutesIncluded.toLocaleString(i18n.language),
                    })}
                  </Badge>
                  {plan.features.length > 0 && (
                    <List.Root fontSize="sm" ps="4">
                      {plan.features.map((feature, index) => (
                        <List.Item key={index}>{feature}</List.Item>
                      ))}
                    </List.Root>
                  )}
                </Card.Body>
                <Card.Footer>
                  <Button
                    size="sm"
                    colorPalette="brand"
                    disabled={!card}
                    onClick={() => setChoice(plan)}
                    aria-label={t('billing.plan.subscribeTo', { name: plan.name })}
                  >
                    {t('billing.plan.subscribe')}
                  </Button>
                </Card.Footer>
              </Card.Root>
            ))}
          </SimpleGrid>
        )}
      </QueryView>
      {choice && card && (
        <SubscribeDialog plan={choice} card={card} price={price(choice)} onClose={() => setChoice(null)} />
      )}
    </Stack>
  );
}

interface SubscribeDialogProps {
  plan: Plan;
  card: PaymentCard;
  price: string;
  onClose: () => void;
}

function SubscribeDialog({ plan, card, price, onClose }: SubscribeDialogProps) {
  const { t } = useTranslation();
  const subscribe = useSubscribePlan(plan, card, onClose);
  return (
    <FormDialog
      title={t('billing.plan.confirmTitle', { name: plan.name })}
      submitLabel={t('billing.plan.confirm')}
      submitting={subscribe.isPending}
      onSubmit={() => subscribe.mutate()}
      onClose={onClose}
    >
      <Text>{t('billing.plan.confirmText', { name: plan.name, price, card: cardLabel(card) })}</Text>
    </FormDialog>
  );
}
