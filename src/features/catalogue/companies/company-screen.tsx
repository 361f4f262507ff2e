import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CatalogueScreen } from '../catalogue-screen';
import { CompanyInviteDialog } from './company-invite';
import { CompanyPlanDialog } from './company-plan';
import { CompanyUsersDialog } from './company-users-dialog';
import { companyEntry, type Company } from '../registry/company';

type Open = { kind: 'invite' | 'plan' | 'users'; company: Company } | null;

export function CompaniesScreen() {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  return (
    <>
      <CatalogueScreen
        entry={companyEntry}
        rowActions={(company) => (
          <>
            <Button
              size="xs"
              variant="outline"
              aria-label={t('catalogue.company.invite.button', { name: company.name })}
              onClick={() => setOpen({ kind: 'invite', company })}
            >
              {t('catalogue.company.invite.short')}
            </Button>
            <Button
              size="xs"
              variant="outline"
              aria-label={t('catalogue.company.plan.button', { name: company.name })}
              onClick={() => setOpen({ kind: 'plan', company })}
            >
              {t('catalogue.company.plan.short')}
            </Button>
            <Button
              size="xs"
              variant="outline"
              aria-label={t('catalogue.company.users.button', { name: company.name })}
              onClick={() => setOpen({ kind: 'users', company })}
            >
              {t('catalogue.company.users.short')}
            </Button>
          </>
        )}
      />
      {open?.kind === 'invite' && <CompanyInviteDialog company={open.company} onClose={close} />}
      {open?.kind === 'plan' && <CompanyPlanDialog company={open.company} onClose={close} />}
      {open?.kind === 'users' && <CompanyUsersDialog company={open.company} onClose={close} />}
    </>
  );
}
