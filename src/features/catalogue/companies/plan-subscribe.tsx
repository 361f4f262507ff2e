import { Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/errors';
import { ErrorState, LoadingState } from '@/components/query-states';
import { OptionSelect } from '@/components/option-select';
import { allCompaniesQuery, plansQuery, useUpdateCompanyPlan } from '../catalogue-queries';

export function PlanSubscribe() {
  const { t } = useTranslation();
  const companies = useQuery(allCompaniesQuery());
  const plans = useQuery(plansQuery());
  const [companyId, setCompanyId] = useState('');
  const [planId, setPlanId] = useState('');
  const subscribe = useUpdateCompanyPlan({
    done: t('catalogue.plan.subscribe.done'),
    failed: t('catalogue.plan.subscribe.error'),
  });
  const heading = (
    <Heading as="h2" size="lg" id="plan-subscribe-heading">
      {t('catalogue.plan.subscribe.title')}
    </Heading>
  );
  let body;
  if (companies.isPending || plans.isPending) body = <LoadingState />;
  else if (companies.isError || plans.isError) {
    body = (
      <ErrorState
        message={errorMessage(companies.error ?? plans.error, t('catalogue.plan.subscribe.loadError'))}
        onRetry={() => {
          void companies.refetch();
          void plans.refetch();
        }}
      />
    );
  } else {
    const companyList = companies.data.data;
    const current = companyList.find((company) => company.id === companyId);
    body = (
      <Stack
        as="form"
        gap="3"
        aria-labelledby="plan-subscribe-heading"
        onSubmit={(event) => {
          event.preventDefault();
          if (companyId && planId) subscribe.mutate({ body: { companyId, planId } });
        }}
      >
        <HStack gap="3" wrap="wrap" align="end">
          <OptionSelect
            maxW="xs"
            label={t('catalogue.plan.subscribe.company')}
            placeholder={t('catalogue.plan.subscribe.chooseCompany')}
            options={companyList}
            value={companyId}
            onChange={setCompanyId}
          />
          <OptionSelect
            maxW="xs"
            label={t('catalogue.plan.subscribe.plan')}
            placeholder={t('catalogue.plan.subscribe.choosePlan')}
            options={plans.data.data}
            value={planId}
            onChange={setPlanId}
          />
          <Button
            type="submit"
            colorPalette="brand"
            disabled={!companyId || !planId}
            loading={subscribe.isPending}
            loadingText={t('catalogue.plan.subscribe.submit')}
          >
            {t('catalogue.plan.subscribe.submit')}
          </Button>
        </HStack>
        {current && (
          <Text color="fg.muted" fontSize="sm">
            {t('catalogue.plan.subscribe.current', { plan: current.planName ?? '—' })}
          </Text>
        )}
      </Stack>
    );
  }
  return (
    <Stack as="section" aria-labelledby="plan-subscribe-heading" gap="3">
      {heading}
      {body}
    </Stack>
  );
}
