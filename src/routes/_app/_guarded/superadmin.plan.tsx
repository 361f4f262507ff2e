import { createFileRoute } from '@tanstack/react-router';
import { CatalogueScreen } from '@/features/catalogue/catalogue-screen';
import { PlanSubscribe } from '@/features/catalogue/plan-subscribe';
import { planEntry } from '@/features/catalogue/registry/plan';

export const Route = createFileRoute('/_app/_guarded/superadmin/plan')({
  staticData: { screen: 'superadminPlan' },
  component: () => (
    <CatalogueScreen entry={planEntry}>
      <PlanSubscribe />
    </CatalogueScreen>
  ),
});
