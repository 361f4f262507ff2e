import { agentChoiceLabel } from '@/components/agent-status';
import { useDebounced } from '@/lib/use-debounced';
import { usePaging } from '@/components/use-paging';
import { Button, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/errors';
import { FormDialog } from '@/components/form-dialog';
import { PageFrame } from '@/components/page-frame';
import { Pagination } from '@/components/pagination';
import { ErrorState, QueryView } from '@/components/query-states';
import { DialogLoading } from '@/components/dialog-loading';
import { lazyNamed } from '@/lib/lazy-named';
import type { ChoicesState } from '@/forms/widgets/choice/choices';
import { withGrading, type GradedScenarioForm } from './grading-model';
import { suitesQuery } from './grading-queries';
import type { ScenarioDrawerProps } from './scenario-drawer';
import { toScenarioInput, type Scenario, type ScenarioRun } from './scenario-model';
import { ScenariosTable } from './scenarios-table';
import { SuitesPanel } from './suites-panel';
import { TestzoneFilters } from './testzone-filters';
import { isFiltered, type TestzoneSearch } from './testzone-search';
import {
  agentsQuery,
  DEFAULT_SCENARIO_PAGE_SIZE,
  SCENARIO_PAGE_SIZES,
  scenarioPageQuery,
  useScenarioChange,
  useStartRun,
} from './testzone-queries';

type Editing = { kind: 'create' } | { kind: 'update'; scenario: Scenario } | null;

function useAgentChoices(open: boolean): ChoicesState {
  const { t } = useTranslation();
  const agents = useQuery({ ...agentsQuery(), enabled: open });
  return useMemo<ChoicesState>(() => {
    if (agents.data) {
      const list = Array.isArray(agents.data.data) ? agents.data.data : [];
      return {
        state: 'ready',
        choices: { agent: list.map((a) => ({ value: a.id, label: agentChoiceLabel(t, a) })) },
      };
    }
    return agents.isError ? { state: 'error' } : { state: 'loading' };
  }, [agents.data, agents.isError, t]);
}

interface TestzoneScreenProps {
  search: TestzoneSearch;
  onSearch: (search: TestzoneSearch) => void;
}

const ScenarioDrawer = lazyNamed<'ScenarioDrawer', ScenarioDrawerProps>(
  () => import('./scenario-drawer'),
  'ScenarioDrawer',
);
const GradedRunsDrawer = lazyNamed(() => import('./graded-runs-drawer'), 'GradedRunsDrawer');
const ResultsDrawer = lazyNamed(() => import('./results-drawer'), 'ResultsDrawer');

export function TestzoneScreen({ search: filters, onSearch }: TestzoneScreenProps) {
  const { t } = useTranslation();
  const paging = usePaging(DEFAULT_SCENARIO_PAGE_SIZE, SCENARIO_PAGE_SIZES);
  const [searchText, setSearchText] = useState('');
  const search = useDebounced(searchText.trim());
  const asked = `${search}\n${filters.agentId ?? ''}\n${filters.status ?? ''}`;
  const [searched, setSearched] = useState(asked);
  if (searched !== asked) {
    setSearched(asked);
    paging.setPageIndex(0);
  }
  const page = useQuery(scenarioPageQuery(paging.pageIndex, paging.pageSize, search, filters));
  const change = useScenarioChange();
  const start = useStartRun();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Scenario | null>(null);
  const [viewing, setViewing] = useState<Scenario | null>(null);
  const [grading, setGrading] = useState<Scenario | null>(null);
  const suites = useQuery(suitesQuery());
  const graded = Array.isArray(suites.data);
  const [runs, setRuns] = useState<Readonly<Record<string, ScenarioRun>>>({});
  const choices = useAgentChoices(editing !== null);
  const scenarios: Scenario[] = Array.isArray(page.data?.data.data) ? page.data.data.data : [];
  const total = page.data?.data.total ?? 0;

  // The last scenario of a later page was deleted: show the page before.
  if (page.isSuccess && !page.isPlaceholderData) paging.keepInRange(scenarios.length, total);

  const save = (form: GradedScenarioForm) => {
    const onSuccess = () => setEditing(null);
    const before = editing?.kind === 'update' ? editing.scenario : undefined;
    const body = graded ? withGrading(toScenarioInput(form), form, before) : toScenarioInput(form);
    if (editing?.kind === 'update')
      change.mutate({ kind: 'update', scenario: editing.scenario, body }, { onSuccess });
    else change.mutate({ kind: 'create', body }, { onSuccess });
  };

  // Stable handlers let the memoised table skip the screen's renders as its other reads arrive.
  const startMutate = start.mutate;
  const startRun = useCallback(
    (scenario: Scenario) =>
      startMutate(scenario, {
        onSuccess: ({ run }) => {
          setRuns((current) => ({ ...current, [scenario.id]: run }));
          setViewing(scenario);
        },
      }),
    [startMutate],
  );
  const editScenario = useCallback((scenario: Scenario) => setEditing({ kind: 'update', scenario }), []);

  return (
    <PageFrame
      title={t('screens.testzone.title')}
      description={t('testzone.intro')}
      actions={
        <Button colorPalette="brand" onClick={() => setEditing({ kind: 'create' })}>
          {t('testzone.new')}
        </Button>
      }
    >
      <TestzoneFilters search={filters} onSearch={onSearch} text={searchText} onText={setSearchText} />
      <QueryView
        query={page}
        errorText={errorMessage(page.error, t('testzone.loadError'))}
        empty={scenarios.length === 0}
        emptyText={t(search || isFiltered(filters) ? 'testzone.noMatch' : 'testzone.empty')}
      >
        {() => (
          <Stack gap="3">
            <ScenariosTable
              scenarios={scenarios}
              runs={runs}
              starting={start.isPending ? start.variables.id : null}
              onStart={startRun}
              onResults={setViewing}
              onGraded={setGrading}
              onEdit={editScenario}
              onDelete={setDeleting}
            />
            <Pagination
              label={t('testzone.paging')}
              total={total}
              shown={scenarios.length}
              {...paging.controls}
            />
          </Stack>
        )}
      </QueryView>
      {suites.data && <SuitesPanel suites={suites.data} />}
      {suites.isError && (
        <ErrorState
          message={errorMessage(suites.error, t('testzone.suites.loadError'))}
          onRetry={() => void suites.refetch()}
        />
      )}
      {editing && (
        <Suspense fallback={<DialogLoading label={t('common.loading')} onCancel={() => setEditing(null)} />}>
          <ScenarioDrawer
            scenario={editing.kind === 'update' ? editing.scenario : null}
            graded={graded}
            submitting={change.isPending}
            onSubmit={save}
            onClose={() => setEditing(null)}
            choices={choices}
          />
        </Suspense>
      )}
      {deleting && (
        <FormDialog
          destructive
          title={t('testzone.deleteTitle')}
          submitLabel={t('testzone.delete')}
          submitting={change.isPending}
          onClose={() => setDeleting(null)}
          onSubmit={() =>
            change.mutate({ kind: 'delete', scenario: deleting }, { onSuccess: () => setDeleting(null) })
          }
        >
          <Text wordBreak="break-word">{t('testzone.deleteBody', { name: deleting.name })}</Text>
        </FormDialog>
      )}
      {grading && (
        <Suspense fallback={<DialogLoading label={t('common.loading')} onCancel={() => setGrading(null)} />}>
          <GradedRunsDrawer scenario={grading} onClose={() => setGrading(null)} />
        </Suspense>
      )}
      {viewing && (
        <Suspense fallback={<DialogLoading label={t('common.loading')} onCancel={() => setViewing(null)} />}>
          <ResultsDrawer
            scenario={viewing}
            started={runs[viewing.id] ?? null}
            onClose={() => setViewing(null)}
          />
        </Suspense>
      )}
    </PageFrame>
  );
}
