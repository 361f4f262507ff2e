import { createFileRoute } from '@tanstack/react-router';
import { CompaniesScreen } from '@/features/catalogue/company-screen';
import { SuperAdminOnly } from '@/features/catalogue/super-admin-only';

export const Route = createFileRoute('/_app/_guarded/companies')({
  staticData: { screen: 'companies' },
  component: () => (
    <SuperAdminOnly>
      <CompaniesScreen />
    </SuperAdminOnly>
  ),
});
