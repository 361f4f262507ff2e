import { Outlet, createFileRoute } from '@tanstack/react-router';
import { SuperAdminOnly } from '@/features/catalogue/super-admin-only';

// Every /superadmin screen is for super administrators: anybody else is told so.
export const Route = createFileRoute('/_app/_guarded/superadmin')({
  component: () => (
    <SuperAdminOnly>
      <Outlet />
    </SuperAdminOnly>
  ),
});
