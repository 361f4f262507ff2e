import { Field, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/errors';
import { FormDialog } from '@/components/form-dialog';
import { ErrorState, LoadingState } from '@/components/query-states';
import type { Company } from '../registry/company';
import { OptionSelect } from '@/components/option-select';
import { plansQuery, useUpdateCompanyPlan } from '../catalogue-queries';

export function CompanyPlanDialog({ company, onClose }: { company: Company; onClose: () => void }) {
  const { t } = useTranslation();
  const plans = useQuery(plansQuery());
  const [planId, setPlanId] = useState(company.plan ?? '');
  const [missing, setMissing] = useState(false);
  const update = useUpdateCompanyPlan(
    { done: t('catalogue.company.plan.done'), failed: t('catalogue.company.plan.error') },
    onClose,
  );

  let body;
  if (plans.isPending) body = <LoadingState />;
  else if (plans.isError)
    body = (
      <ErrorState
        message={errorMessage(plans.error, t('catalogue.company.plan.loadError'))}
        onRetry={() => void plans.refetch()}
      />
    );
  else {
    const options = plans.data.data;
    const known = options.some((plan) => plan.id === planId);
    body = (
      <>
        <Text color="fg.muted">
          {t('catalogue.company.plan.current', {
            plan: company.planName ?? t('catalogue.company.plan.none'),
          })}
        </Text>
        <Field.Root required invalid={missing}>
          <Field.Label>
            {t('catalogue.company.plan.plan')}
            <Field.RequiredIndicator />
          </Field.Label>
          <OptionSelect
            disabled={update.isPending}
            placeholder={t('catalogue.company.plan.choose')}
            options={options.map((plan) => ({
              id: plan.id,
              name: plan.isActive ? plan.name : t('catalogue.company.plan.inactive', { plan: plan.name }),
            }))}
            value={known ? planId : ''}
            onChange={(id) => {
              setPlanId(id);
              setMissing(false);
            }}
          />
          <Field.ErrorText>{t('catalogue.company.plan.required')}</Field.ErrorText>
        </Field.Root>
      </>
    );
  }

  return (
    <FormDialog
      title={t('catalogue.company.plan.title', { name: company.name })}
      submitLabel={t('catalogue.company.plan.submit')}
      submitting={update.isPending}
      onSubmit={() => {
        const chosen = plans.data?.data.find((plan) => plan.id === planId);
        if (!chosen) {
          setMissing(true);
          return;
        }
        update.mutate({ body: { companyId: company.id, planId: chosen.id } });
      }}
      onClose={onClose}
    >
      {body}
    </FormDialog>
  );
}
