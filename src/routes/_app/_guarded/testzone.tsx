import { createFileRoute, redirect } from '@tanstack/react-router';
import { useCallback } from 'react';
import { restoredSearch } from '@/app/remembered-search';
import { loadQueries } from '@/app/route-loaders';
import { DEFAULT_SCENARIO_PAGE_SIZE, scenarioPageQuery } from '@/features/testzone/testzone-queries';
import { TestzoneScreen } from '@/features/testzone/testzone-screen';
import { testzoneSearch, type TestzoneSearch } from '@/features/testzone/testzone-search';

export const Route = createFileRoute('/_app/_guarded/testzone')({
  // The loader stays in the first chunk: its reads start with the navigation (ARCHITECTURE.md).
  codeSplitGroupings: [['component'], ['errorComponent'], ['notFoundComponent']],
  validateSearch: testzoneSearch,
  beforeLoad: ({ search, cause, location }) => {
    const saved = restoredSearch('testzone', { search, cause, location }, testzoneSearch);
    if (saved) throw redirect({ to: '/testzone', search: saved, replace: true });
  },
  staticData: { screen: 'testzone' },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    loadQueries(context.queryClient, [scenarioPageQuery(0, DEFAULT_SCENARIO_PAGE_SIZE, '', deps)]),
  component: TestzoneRoute,
});

function TestzoneRoute() {
  const navigate = Route.useNavigate();
  const onSearch = useCallback((search: TestzoneSearch) => void navigate({ search }), [navigate]);
  const search = Route.useSearch();
  return <TestzoneScreen search={search} onSearch={onSearch} />;
}
