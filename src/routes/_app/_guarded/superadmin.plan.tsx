import { createFileRoute } from '@tanstack/react-router';
import { loadQueries } from '@/app/route-loaders';
import {
  allCompaniesQuery,
  catalogueListQuery,
  forSuperAdmin,
  plansQuery,
} from '@/features/catalogue/catalogue-queries';
import { CatalogueScreen } from '@/features/catalogue/catalogue-screen';
import { PlanSubscribe } from '@/features/catalogue/companies/plan-subscribe';
import { planEntry } from '@/features/catalogue/registry/plan';

export const Route = createFileRoute('/_app/_guarded/superadmin/plan')({
  staticData: { screen: 'superadminPlan' },
  loader: ({ context }) =>
    loadQueries(
      context.queryClient,
      forSuperAdmin([catalogueListQuery(planEntry), allCompaniesQuery(), plansQuery()]),
    ),
  component: () => (
    <CatalogueScreen entry={planEntry}>
      <PlanSubscribe />
    </CatalogueScreen>
  ),
});
