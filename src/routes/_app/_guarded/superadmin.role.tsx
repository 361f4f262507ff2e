import { createFileRoute } from '@tanstack/react-router';
import { loadQueries } from '@/app/route-loaders';
import {
  actionsQuery,
  catalogueListQuery,
  forSuperAdmin,
  roleGrantsQuery,
  rolesQuery,
  usersQuery,
} from '@/features/catalogue/catalogue-queries';
import { CatalogueScreen } from '@/features/catalogue/catalogue-screen';
import { roleEntry } from '@/features/catalogue/registry/role';
import { RoleGrants } from '@/features/catalogue/roles/role-grants';
import { UserRole } from '@/features/catalogue/roles/user-role';

export const Route = createFileRoute('/_app/_guarded/superadmin/role')({
  staticData: { screen: 'superadminRole' },
  loader: ({ context }) =>
    loadQueries(
      context.queryClient,
      forSuperAdmin([
        catalogueListQuery(roleEntry),
        roleGrantsQuery(),
        actionsQuery(),
        usersQuery(),
        rolesQuery(),
      ]),
    ),
  component: () => (
    <CatalogueScreen entry={roleEntry}>
      <RoleGrants />
      <UserRole />
    </CatalogueScreen>
  ),
});
