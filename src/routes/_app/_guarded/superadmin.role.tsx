import { createFileRoute } from '@tanstack/react-router';
import { CatalogueScreen } from '@/features/catalogue/catalogue-screen';
import { roleEntry } from '@/features/catalogue/registry/role';
import { RoleGrants } from '@/features/catalogue/role-grants';
import { UserRole } from '@/features/catalogue/user-role';

export const Route = createFileRoute('/_app/_guarded/superadmin/role')({
  staticData: { screen: 'superadminRole' },
  component: () => (
    <CatalogueScreen entry={roleEntry}>
      <RoleGrants />
      <UserRole />
    </CatalogueScreen>
  ),
});
