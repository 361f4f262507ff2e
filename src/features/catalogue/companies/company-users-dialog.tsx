import { Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/errors';
import type { User } from '@/api/models/schemas';
import { FormDialog } from '@/components/form-dialog';
import { InfoDialog } from '@/components/info-dialog';
import { Pagination } from '@/components/pagination';
import { QueryView } from '@/components/query-states';
import { usePaging } from '@/components/use-paging';
import { useUser } from '@/lib/session/session-store';
import {
  COMPANY_USERS_PAGE_SIZES,
  companyUsersQuery,
  DEFAULT_COMPANY_USERS_PAGE_SIZE,
  useRemoveCompanyUser,
} from '../catalogue-queries';
import { CompanyAddUser } from './company-add-user';
import { CompanySpace } from './company-space';
import { userName } from './company-user-body';
import { CompanyUserEdit } from './company-user-edit';
import { CompanyUsersTable } from './company-users-table';
import type { Company } from '../registry/company';

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
  const me = useUser();
  const paging = usePaging(DEFAULT_COMPANY_USERS_PAGE_SIZE, COMPANY_USERS_PAGE_SIZES);
  const users = useQuery(companyUsersQuery(company.id, paging.pageIndex, paging.pageSize));
  const remove = useRemoveCompanyUser(company.id);
  const [open, setOpen] = useState<{ kind: 'edit' | 'remove'; user: User } | null>(null);
  const shown = users.data?.data.data ?? [];
  // The last user of a later page was removed: show the page before.
  if (users.isSuccess && !users.isPlaceholderData) paging.keepInRange(shown.length, users.data.data.total);
  return (
    <InfoDialog
      title={t('catalogue.company.users.title', { name: company.name })}
      onClose={onClose}
      width="48rem"
      scrollInside
      closeButton
    >
      <Section title={t('catalogue.company.users.usage.title')}>
        <CompanySpace company={company} />
      </Section>
      <Section title={t('catalogue.company.users.list.title')}>
        <QueryView
          query={users}
          errorText={errorMessage(users.error, t('catalogue.company.users.list.loadError'))}
          empty={shown.length === 0}
          emptyText={t('catalogue.company.users.list.empty')}
        >
          {(answer) => (
            <Stack gap="3">
              <CompanyUsersTable
                companyName={company.name}
                users={answer.data.data}
                signedInId={me.id}
                onEdit={(user) => setOpen({ kind: 'edit', user })}
                onRemove={(user) => setOpen({ kind: 'remove', user })}
              />
              <Pagination
                label={t('catalogue.company.users.list.paging', { name: company.name })}
                total={answer.data.total}
                shown={answer.data.data.length}
                {...paging.controls}
              />
            </Stack>
          )}
        </QueryView>
      </Section>
      <Section title={t('catalogue.company.users.add.title')}>
        <CompanyAddUser company={company} />
      </Section>
      {open?.kind === 'edit' && <CompanyUserEdit user={open.user} onClose={() => setOpen(null)} />}
      {open?.kind === 'remove' && (
        <FormDialog
          destructive
          title={t('catalogue.company.users.remove.title', { name: userName(open.user) })}
          submitLabel={t('catalogue.company.users.remove.confirm')}
          submitting={remove.isPending}
          onClose={() => setOpen(null)}
          onSubmit={() =>
            remove.mutate({ params: { path: { id: open.user.id } } }, { onSuccess: () => setOpen(null) })
          }
        >
          <Text wordBreak="break-word">
            {t('catalogue.company.users.remove.body', {
              name: userName(open.user),
              email: open.user.email,
              company: company.name,
            })}
          </Text>
        </FormDialog>
      )}
    </InfoDialog>
  );
}
