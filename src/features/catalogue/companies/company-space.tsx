import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/errors';
import type { SpacePlanInfo } from '@/api/models/schemas';
import { FormDialog } from '@/components/form-dialog';
import { QueryView } from '@/components/query-states';
import { FormDrawer } from '@/forms/form-drawer';
import { companySpaceForm } from '@/forms/registry.gen';
import { companySpaceQuery, useRemoveCompanySpace, useSetCompanySpace } from '../catalogue-queries';
import { companySpaceBody, toCompanySpaceForm, type CompanySpaceForm } from './company-space-body';
import { CompanyUsage } from './company-usage';
import type { Company } from '../registry/company';

export function CompanySpace({ company }: { company: Company }) {
  const { t } = useTranslation();
  const usage = useQuery(companySpaceQuery(company.id));
  const [open, setOpen] = useState<'set' | 'remove' | null>(null);
  return (
    <QueryView
      query={usage}
      errorText={errorMessage(usage.error, t('catalogue.company.users.usage.loadError'))}
    >
      {(answer) => (
        <Stack gap="3">
          <CompanyUsage info={answer.data} />
          <HStack gap="2" wrap="wrap">
            <Button size="sm" variant="outline" onClick={() => setOpen('set')}>
              {t('catalogue.company.space.set')}
            </Button>
            <Button size="sm" variant="outline" colorPalette="red" onClick={() => setOpen('remove')}>
              {t('catalogue.company.space.remove')}
            </Button>
          </HStack>
          {open === 'set' && <SetSpace company={company} info={answer.data} onClose={() => setOpen(null)} />}
          {open === 'remove' && <RemoveSpace company={company} onClose={() => setOpen(null)} />}
        </Stack>
      )}
    </QueryView>
  );
}

function SetSpace({
  company,
  info,
  onClose,
}: {
  company: Company;
  info: SpacePlanInfo;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const set = useSetCompanySpace(company.id);
  // Fixed when the drawer opens: a refetch behind it must not wipe what is being typed.
  const [initial] = useState(() => toCompanySpaceForm(info));
  return (
    <FormDrawer<CompanySpaceForm>
      title={t('catalogue.company.space.setTitle', { name: company.name })}
      description={t('catalogue.company.space.setDescription')}
      idPrefix="company-space"
      form={companySpaceForm}
      initial={initial}
      submitting={set.isPending}
      submitLabel={t('catalogue.company.space.save')}
      onClose={onClose}
      onSubmit={(form) => set.mutate({ body: companySpaceBody(info, form) }, { onSuccess: onClose })}
    />
  );
}

function RemoveSpace({ company, onClose }: { company: Company; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useRemoveCompanySpace(company.id);
  return (
    <FormDialog
      destructive
      title={t('catalogue.company.space.removeTitle', { name: company.name })}
      submitLabel={t('catalogue.company.space.remove')}
      submitting={remove.isPending}
      onClose={onClose}
      onSubmit={() => remove.mutate({ body: { companyId: company.id } }, { onSuccess: onClose })}
    >
      <Text wordBreak="break-word">{t('catalogue.company.space.removeBody', { name: company.name })}</Text>
    </FormDialog>
  );
}
