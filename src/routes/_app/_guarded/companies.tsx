import { createFileRoute } from '@tanstack/react-router';
import { ScreenPending } from '@/components/screen-pending';
import { SuperAdminOnly } from '@/features/catalogue/super-admin-only';

export const Route = createFileRoute('/_app/_guarded/companies')({
  staticData: { screen: 'companies' },
  component: () => (
    <SuperAdminOnly>
      <ScreenPending screen="companies" />
    </SuperAdminOnly>
  ),
});
