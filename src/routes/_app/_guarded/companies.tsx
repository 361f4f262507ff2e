import { createFileRoute } from '@tanstack/react-router';
import { loadQueries } from '@/app/route-loaders';
import { catalogueListQuery, forSuperAdmin } from '@/features/catalogue/catalogue-queries';
import { CompaniesScreen } from '@/features/catalogue/companies/company-screen';
import { companyEntry } from '@/features/catalogue/registry/company';
import { SuperAdminOnly } from '@/features/catalogue/super-admin-only';

export const Route = createFileRoute('/_app/_guarded/companies')({
  staticData: { screen: 'companies' },
  loader: ({ context }) =>
    loadQueries(context.queryClient, forSuperAdmin([catalogueListQuery(companyEntry)])),
  component: () => (
    <SuperAdminOnly>
      <CompaniesScreen />
    </SuperAdminOnly>
  ),
});
