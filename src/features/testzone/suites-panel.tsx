import { Button, Checkbox, Field, HStack, Heading, Input, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/errors';
import { FormDialog } from '@/components/form-dialog';
import { OptionSelect } from '@/components/option-select';
import { QueryView } from '@/components/query-states';
import { DeleteRowButton, EditRowButton } from '@/components/row-buttons';
import { TableFrame } from '@/components/table-frame';
import { RunAllTests } from './agent-tests';
import type { TestSuite, TestSuiteInput } from './grading-model';
import { useSuiteChange } from './grading-queries';
import type { Scenario } from './scenario-model';
import { agentsQuery, scenarioPageQuery } from './testzone-queries';

type Editing = { kind: 'create' } | { kind: 'update'; suite: TestSuite } | null;

function SuiteDialog({ editing, onClose }: { editing: Exclude<Editing, null>; onClose: () => void }) {
  const { t } = useTranslation();
  const initial = editing.kind === 'update' ? editing.suite : undefined;
  const [name, setName] = useState(initial?.name ?? '');
  const [agent, setAgent] = useState(initial?.agent ?? '');
  const [chosen, setChosen] = useState<readonly string[]>(initial?.scenarios ?? []);
  const [tried, setTried] = useState(false);
  const change = useSuiteChange();
  const agents = useQuery(agentsQuery());
  const scenarios = useQuery({ ...scenarioPageQuery(0, 200, '', { agentId: agent }), enabled: agent !== '' });
  const options = (Array.isArray(agents.data?.data) ? agents.data.data : []).map((a) => ({
    id: a.id,
    name: a.name,
  }));
  const list: Scenario[] = Array.isArray(scenarios.data?.data.data) ? scenarios.data.data.data : [];
  const nameMissing = name.trim() === '';
  const agentMissing = agent === '';
  const submit = () => {
    setTried(true);
    if (nameMissing || agentMissing) return;
    const body: TestSuiteInput = { name: name.trim(), agent, scenarios: [...chosen] };
    const onSuccess = () => onClose();
    if (editing.kind === 'update')
      change.mutate({ kind: 'update', id: editing.suite.id, body }, { onSuccess });
    else change.mutate({ kind: 'create', body }, { onSuccess });
  };
  return (
    <FormDialog
      title={t(editing.kind === 'create' ? 'testzone.suites.createTitle' : 'testzone.suites.editTitle')}
      submitLabel={t('forms.save')}
      submitting={change.isPending}
      onClose={onClose}
      onSubmit={submit}
      width="32rem"
    >
      <Stack gap="4">
        <Field.Root required invalid={tried && nameMissing}>
          <Field.Label>{t('testzone.suites.name')}</Field.Label>
          <Input value={name} maxLength={120} autoComplete="off" onChange={(e) => setName(e.target.value)} />
          <Field.ErrorText>{t('testzone.validation.name')}</Field.ErrorText>
        </Field.Root>
        <Field.Root required invalid={tried && agentMissing}>
          <Field.Label>{t('testzone.fields.agent')}</Field.Label>
          <OptionSelect
            label={t('testzone.fields.agent')}
            options={options}
            value={agent}
            placeholder={t('testzone.fields.chooseAgent')}
            disabled={editing.kind === 'update'}
            onChange={(id) => {
              setAgent(id);
              setChosen([]);
            }}
          />
          <Field.ErrorText>{t('testzone.validation.agent')}</Field.ErrorText>
        </Field.Root>
        {agent !== '' && (
          <Stack as="fieldset" gap="2">
            <Text as="legend" fontWeight="medium" mb="2">
              {t('testzone.suites.scenarios')}
            </Text>
            <QueryView
              query={scenarios}
              errorText={errorMessage(scenarios.error, t('testzone.loadError'))}
              empty={list.length === 0}
              emptyText={t('testzone.suites.noScenarios')}
            >
              {() =>
                list.map((scenario) => (
                  <Checkbox.Root
                    key={scenario.id}
                    checked={chosen.includes(scenario.id)}
                    onCheckedChange={(details) =>
                      setChosen((current) =>
                        details.checked === true
                          ? [...current, scenario.id]
                          : current.filter((id) => id !== scenario.id),
                      )
                    }
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>{scenario.name}</Checkbox.Label>
                  </Checkbox.Root>
                ))
              }
            </QueryView>
          </Stack>
        )}
      </Stack>
    </FormDialog>
  );
}

export function SuitesPanel({ suites }: { suites: readonly TestSuite[] }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<TestSuite | null>(null);
  const change = useSuiteChange();
  const agents = useQuery(agentsQuery());
  const agentName = (id: string) =>
    (Array.isArray(agents.data?.data) ? agents.data.data : []).find((a) => a.id === id)?.name ?? id;
  return (
    <Stack as="section" gap="3" aria-labelledby="testzone-suites-heading">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h2" size="md" id="testzone-suites-heading">
          {t('testzone.suites.title')}
        </Heading>
        <Button size="sm" variant="outline" onClick={() => setEditing({ kind: 'create' })}>
          {t('testzone.suites.new')}
        </Button>
      </HStack>
      {suites.length === 0 ? (
        <Text color="fg.muted">{t('testzone.suites.empty')}</Text>
      ) : (
        <TableFrame
          caption={t('testzone.suites.title')}
          minW="44rem"
          columns={[
            { key: 'name', label: t('testzone.suites.name') },
            { key: 'agent', label: t('testzone.columns.agent') },
            { key: 'count', label: t('testzone.suites.count'), align: 'end' },
            { key: 'actions', label: t('testzone.columns.actions'), align: 'end' },
          ]}
        >
          {suites.map((suite) => (
            <Table.Row key={suite.id}>
              <Table.Cell>
                <Text fontWeight="medium" wordBreak="break-word">
                  {suite.name}
                </Text>
              </Table.Cell>
              <Table.Cell>{agentName(suite.agent)}</Table.Cell>
              <Table.Cell textAlign="end">{suite.scenarios.length}</Table.Cell>
              <Table.Cell textAlign="end">
                <HStack justify="end" gap="1">
                  <SuiteRun suite={suite} />
                  <EditRowButton
                    label={t('testzone.suites.editOf', { name: suite.name })}
                    onClick={() => setEditing({ kind: 'update', suite })}
                  />
                  <DeleteRowButton
                    label={t('testzone.suites.deleteOf', { name: suite.name })}
                    onClick={() => setDeleting(suite)}
                  />
                </HStack>
              </Table.Cell>
            </Table.Row>
          ))}
        </TableFrame>
      )}
      {editing && <SuiteDialog editing={editing} onClose={() => setEditing(null)} />}
      {deleting && (
        <FormDialog
          destructive
          title={t('testzone.suites.deleteTitle')}
          submitLabel={t('testzone.delete')}
          submitting={change.isPending}
          onClose={() => setDeleting(null)}
          onSubmit={() =>
            change.mutate({ kind: 'delete', id: deleting.id }, { onSuccess: () => setDeleting(null) })
          }
        >
          <Text wordBreak="break-word">{t('testzone.suites.deleteBody', { name: deleting.name })}</Text>
        </FormDialog>
      )}
    </Stack>
  );
}

function SuiteRun({ suite }: { suite: TestSuite }) {
  return (
    <RunAllTests
      agentId={suite.agent}
      target="draft"
      suiteId={suite.id}
      label={suite.name}
      disabled={suite.scenarios.length === 0}
    />
  );
}
