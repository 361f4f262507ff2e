import { Badge, Card, DataList, Heading, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/errors';
import { QueryView } from '@/components/query-states';
import { InlineForm } from '@/forms/inline-form';
import { companyProfileForm } from '@/forms/registry.gen';
import type { ChoicesState } from '@/forms/widgets/choice/choices';
import { formatCost, formatDateTime } from '@/lib/format';
import { toCompanyForm, toCompanyInput, type Company, type CompanyForm } from './company-model';
import { companyQuery, useUpdateCompany } from './company-settings-queries';
import { timeZoneChoices } from './preferences-model';

const STATUSES = ['active', 'suspended', 'trial'] as const;
const statusPalette = { active: 'green', suspended: 'red', trial: 'orange' } as const;

export function CompanyTab() {
  const { t } = useTranslation();
  const query = useQuery(companyQuery());
  return (
    <QueryView query={query} errorText={errorMessage(query.error, t('accountSettings.company.loadError'))}>
      {(response) => (
        <Stack gap="6" maxW="2xl">
          <CompanyDetails company={response.data} />
          <CompanyAccount company={response.data} />
        </Stack>
      )}
    </QueryView>
  );
}

function CompanyDetails({ company }: { company: Company }) {
  const { t } = useTranslation();
  const mutation = useUpdateCompany();
  const initial = useMemo(() => toCompanyForm(company), [company]);
  const choices = useMemo(
    (): ChoicesState => ({ state: 'ready', choices: { timeZone: timeZoneChoices(initial.timeZone) } }),
    [initial.timeZone],
  );

  const save = (form: CompanyForm) => mutation.mutate({ body: toCompanyInput(form) });

  return (
    <InlineForm<CompanyForm>
      title={t('accountSettings.company.title')}
      description={t('accountSettings.company.description')}
      idPrefix="company"
      form={companyProfileForm}
      initial={initial}
      choices={choices}
      submitting={mutation.isPending}
      onSubmit={save}
    />
  );
}

function CompanyAccount({ company }: { company: Company }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const status = STATUSES.find((known) => known === company.status);
  const count = (value: unknown) =>
    typeof value === 'number' && Number.isFinite(value) ? value.toLocaleString(i18n.language) : '—';
  const items = [
    { key: 'plan', value: company.planName || t('accountSettings.company.account.noPlan') },
    {
      key: 'status',
      value: (
        <Badge colorPalette={status ? statusPalette[status] : 'gray'}>
          {status ? t(`accountSettings.company.status.${status}`) : company.status}
        </Badge>
      ),
    },
    { key: 'balance', value: formatCost(company.balance, company.currency, i18n.language) },
    { key: 'users', value: count(company.usersCount) },
    { key: 'agents', value: count(company.agentsCount) },
    { key: 'created', value: formatDateTime(company.createdAt, i18n.language) || '—' },
  ];
  return (
    <Card.Root as="section" aria-labelledby={headingId} variant="outline">
      <Card.Header>
        <Heading as="h2" size="md" id={headingId}>
          {t('accountSettings.company.account.title')}
        </Heading>
      </Card.Header>
      <Card.Body>
        <DataList.Root orientation="horizontal" data-testid="company-account">
          {items.map((item) => (
            <DataList.Item key={item.key}>
              <DataList.ItemLabel>{t(`accountSettings.company.account.${item.key}`)}</DataList.ItemLabel>
              <DataList.ItemValue>{item.value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      </Card.Body>
    </Card.Root>
  );
}
