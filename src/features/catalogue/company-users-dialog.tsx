import { Heading, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/errors';
import { InfoDialog } from '@/components/info-dialog';
import { QueryView } from '@/components/query-states';
import { companySpaceQuery, companyUsersQuery } from './catalogue-queries';
import { CompanyAddUser } from './company-add-user';
import { CompanyUsage } from './company-usage';
import { CompanyUsersTable } from './company-users-table';
import type { Company } from './registry/company';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Stack as="section" aria-labelledby={headingId} gap="2">
      <Heading as="h3" size="md" id={headingId}>
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

export function CompanyUsersDialog({ company, onClose }: { company: Company; onClose: () => void }) {
  const { t } = useTranslation();
  const usage = useQuery(companySpaceQuery(company.id));
  const users = useQuery(companyUsersQuery(company.id));
  return (
    <InfoDialog
      title={t('catalogue.company.users.title', { name: company.name })}
      onClose={onClose}
      width="48rem"
      scrollInside
      closeButton
    >
      <Section title={t('catalogue.company.users.usage.title')}>
        <QueryView
          query={usage}
          errorText={errorMessage(usage.error, t('catalogue.company.users.usage.loadError'))}
        >
          {(answer) => <CompanyUsage info={answer.data} />}
        </QueryView>
      </Section>
      <Section title={t('catalogue.company.users.list.title')}>
        <QueryView
          query={users}
          errorText={errorMessage(users.error, t('catalogue.company.users.list.loadError'))}
          empty={users.data?.data.data.length === 0}
          emptyText={t('catalogue.company.users.list.empty')}
        >
          {(answer) => (
            <CompanyUsersTable
              companyName={company.name}
              users={answer.data.data}
              total={answer.data.total}
            />
          )}
        </QueryView>
      </Section>
      <Section title={t('catalogue.company.users.add.title')}>
        <CompanyAddUser company={company} />
      </Section>
    </InfoDialog>
  );
}
