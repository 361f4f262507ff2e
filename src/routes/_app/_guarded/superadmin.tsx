import { Outlet, createFileRoute } from '@tanstack/react-router';
import { SuperAdminOnly } from '@/features/catalogue/super-admin-only';

export const Route = createFileRoute('/_app/_guarded/superadmin')({
  component: () => (
    <SuperAdminOnly>
      <Outlet />
    </SuperAdminOnly>
  ),
});
