import { Button, HStack, Table, Text } from '@chakra-ui/react';
import { DeleteRowButton, EditRowButton } from '@/components/row-buttons';
import { TableFrame } from '@/components/table-frame';
import { useQuery } from '@tanstack/react-query';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import { canStart, shownScore, shownStatus, type Scenario, type ScenarioRun } from './scenario-model';
import { suitesQuery } from './grading-queries';
import { StatusBadge } from './status-badge';

// Graded runs are a proposal: the button comes once the server answers the suites read, and only the
// buttons render then, not the table.
function GradedRunsButton({
  scenario,
  onOpen,
}: {
  scenario: Scenario;
  onOpen: (scenario: Scenario) => void;
}) {
  const { t } = useTranslation();
  const suites = useQuery(suitesQuery());
  if (!Array.isArray(suites.data)) return null;
  return (
    <Button
      size="xs"
      variant="outline"
      aria-label={t('testzone.graded.openOf', { name: scenario.name })}
      onClick={() => onOpen(scenario)}
    >
      {t('testzone.graded.open')}
    </Button>
  );
}

interface ScenariosTableProps {
  scenarios: readonly Scenario[];
  runs: Readonly<Record<string, ScenarioRun>>;
  starting: string | null;
  onStart: (scenario: Scenario) => void;
  onResults: (scenario: Scenario) => void;
  onGraded: (scenario: Scenario) => void;
  onEdit: (scenario: Scenario) => void;
  onDelete: (scenario: Scenario) => void;
}

export const ScenariosTable = memo(function ScenariosTable({
  scenarios,
  runs,
  starting,
  onStart,
  onResults,
  onGraded,
  onEdit,
  onDelete,
}: ScenariosTableProps) {
  const { t, i18n } = useTranslation();
  return (
    <TableFrame
      caption={t('testzone.tableCaption')}
      minW="52rem"
      columns={[
        { key: 'name', label: t('testzone.columns.name') },
        { key: 'agent', label: t('testzone.columns.agent') },
        { key: 'status', label: t('testzone.columns.status') },
        { key: 'lastRun', label: t('testzone.columns.lastRun') },
        { key: 'score', label: t('testzone.columns.score'), align: 'end' },
        { key: 'actions', label: t('testzone.columns.actions'), align: 'end' },
      ]}
    >
      {scenarios.map((scenario) => {
        const status = shownStatus(scenario, runs[scenario.id]);
        const startable = canStart({ status: status as Scenario['status'] });
        const score = shownScore(scenario.lastScore);
        return (
          <Table.Row key={scenario.id}>
            <Table.Cell maxW="20rem">
              <Text lineClamp={2} wordBreak="break-word" fontWeight="medium">
                {scenario.name}
              </Text>
              <Text lineClamp={1} wordBreak="break-word" fontSize="xs" color="fg.muted">
                {scenario.goal}
              </Text>
            </Table.Cell>
            <Table.Cell maxW="12rem">
              <Text lineClamp={2} wordBreak="break-word">
                {scenario.agentName}
              </Text>
            </Table.Cell>
            <Table.Cell>
              <StatusBadge status={status} />
            </Table.Cell>
            <Table.Cell>
              {scenario.lastRunAt ? formatDateTime(scenario.lastRunAt, i18n.language) : t('testzone.never')}
            </Table.Cell>
            <Table.Cell textAlign="end">
              {score === null ? '—' : t('testzone.results.scoreValue', { score })}
            </Table.Cell>
            <Table.Cell textAlign="end">
              <HStack justify="end" gap="1">
                <Button
                  size="xs"
                  colorPalette="brand"
                  aria-label={t('testzone.startOf', { name: scenario.name })}
                  title={
                    startable
                      ? undefined
                      : t(`testzone.cannotStart.${status === 'draft' ? 'draft' : 'running'}`)
                  }
                  disabled={!startable || starting !== null}
                  loading={starting === scenario.id}
                  onClick={() => onStart(scenario)}
                >
                  {t('testzone.start')}
                </Button>
                <Button
                  size="xs"
                  variant="outline"
                  aria-label={t('testzone.resultsOf', { name: scenario.name })}
                  onClick={() => onResults(scenario)}
                >
                  {t('testzone.resultsButton')}
                </Button>
                <GradedRunsButton scenario={scenario} onOpen={onGraded} />
                <EditRowButton
                  label={t('testzone.editOf', { name: scenario.name })}
                  disabled={status === 'running'}
                  onClick={() => onEdit(scenario)}
                />
                <DeleteRowButton
                  label={t('testzone.deleteOf', { name: scenario.name })}
                  onClick={() => onDelete(scenario)}
                />
              </HStack>
            </Table.Cell>
          </Table.Row>
        );
      })}
    </TableFrame>
  );
});
