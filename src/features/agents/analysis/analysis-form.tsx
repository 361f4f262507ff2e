import {
  Alert,
  Box,
  Button,
  chakra,
  Field,
  HStack,
  NativeSelect,
  RadioGroup,
  Stack,
  Switch,
  Text,
  Textarea,
  VisuallyHidden,
} from '@chakra-ui/react';
import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallAnalysisSettings } from '@/api/call-analysis';
import { LeaveGuard } from '@/components/leave-guard';
import { PlusIcon } from '../agent-icons';
import { AnalysisFieldEditor, fieldControlId, fieldLabel, type FieldPart } from './analysis-field-editor';
import {
  analysisProblems,
  draftOf,
  emptyField,
  limits,
  redactionKinds,
  sameSettings,
  savesAs,
  settingsBody,
  successKinds,
  type AnalysisDraft,
  type FieldDraft,
  type Problem,
  type SuccessKind,
} from './analysis-model';
import { AnalysisConflict, useSaveAnalysisSettings } from './analysis-queries';

interface AnalysisFormProps {
  agentId: string;
  /** The latest settings read. */
  settings: CallAnalysisSettings;
  refreshing: boolean;
  onReload: () => void;
}

const controlIdOf = (path: string): string => {
  const [key = '', part] = path.split('.');
  if (part) return fieldControlId(key, part as FieldPart);
  return `analysis-${path}`;
};

export function AnalysisForm({ agentId, settings, refreshing, onReload }: AnalysisFormProps) {
  const { t } = useTranslation();
  const save = useSaveAnalysisSettings(agentId);
  // The settings the draft was begun from: their revision goes with the save.
  const [base, setBase] = useState(settings);
  const [draft, setDraft] = useState(() => draftOf(settings));
  const [seen, setSeen] = useState(settings);
  const [showAll, setShowAll] = useState(false);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [conflict, setConflict] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (focusNext.current === null) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const dirty = !savesAs(draft, base);
  // Newer settings reach an untouched form; what the user changed is never replaced unasked. The
  // same settings read at a newer revision (another part of the agent saved) only move the base.
  if (seen !== settings) {
    setSeen(settings);
    if (sameSettings(settings, base)) setBase(settings);
    else if (!dirty) {
      setBase(settings);
      setDraft(draftOf(settings));
    }
  }

  const problems = analysisProblems(draft);
  const problemCount = Object.keys(problems).length;
  const messageOf = (problem: Problem | undefined) =>
    problem && t(`agents.analysis.errors.${problem.code}`, problem.values);
  const problemAt = (path: string) => (showAll || touched.has(path) ? messageOf(problems[path]) : undefined);
  const blurred = (path: string) => {
    if (!touched.has(path)) setTouched(new Set(touched).add(path));
  };
  const change = (changes: Partial<AnalysisDraft>) => setDraft((current) => ({ ...current, ...changes }));
  const changeField = (key: string, changes: Partial<FieldDraft>) =>
    setDraft((current) => ({
      ...current,
      fields: current.fields.map((field) => (field.key === key ? { ...field, ...changes } : field)),
    }));
  const numbered = (position: number) => t('agents.analysis.fields.numbered', { position });

  const addField = () => {
    const field = emptyField();
    change({ fields: [...draft.fields, field] });
    focusNext.current = fieldControlId(field.key, 'name');
    setAnnouncement(t('agents.analysis.fields.added', { name: numbered(draft.fields.length + 1) }));
  };
  const removeField = (index: number) => {
    const field = draft.fields[index];
    if (!field) return;
    const rest = draft.fields.filter((_, at) => at !== index);
    change({ fields: rest });
    const neighbour = rest[index] ?? rest[index - 1];
    focusNext.current = neighbour ? fieldControlId(neighbour.key, 'remove') : 'analysis-fields';
    setAnnouncement(t('agents.analysis.fields.removed', { name: fieldLabel(field, numbered(index + 1)) }));
  };

  const submit = async (revision: number | undefined) => {
    const [firstProblem] = Object.keys(problems);
    if (firstProblem !== undefined) {
      setShowAll(true);
      document.getElementById(controlIdOf(firstProblem))?.focus();
      return;
    }
    setConflict(false);
    try {
      // The draft stays as typed: it is what was saved, and anything typed meanwhile is kept.
      setBase(await save.mutateAsync({ body: settingsBody(draft), revision }));
      setShowAll(false);
      setTouched(new Set());
    } catch (error) {
      // The toast said why; the draft stays for another try. Refused as stale: the newer ones are read.
      if (error instanceof AnalysisConflict) {
        setConflict(true);
        onReload();
      }
    }
  };
  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    void submit(base.revision);
  };
  const discard = () => {
    setDraft(draftOf(base));
    setShowAll(false);
    setTouched(new Set());
    setConflict(false);
  };
  const takeNewer = () => {
    setBase(settings);
    setDraft(draftOf(settings));
    setShowAll(false);
    setTouched(new Set());
    setConflict(false);
  };

  const pending = save.isPending;
  const full = draft.fields.length >= limits.fields;
  const summary = problemAt('summaryInstruction');
  const instruction = problemAt('successInstruction');
  const passFrom = problemAt('passFrom');
  const checklist = problemAt('checklist');
  const tooMany = problemAt('fields');

  return (
    <chakra.form noValidate onSubmit={onSubmit}>
      <LeaveGuard when={dirty} />
      <Stack gap="5">
        {conflict && (
          <Alert.Root status="warning" role="alert">
            <Alert.Indicator />
            <Alert.Content gap="2">
              <Alert.Title>{t('agents.analysis.conflict.title')}</Alert.Title>
              <Alert.Description>{t('agents.analysis.conflict.body')}</Alert.Description>
              <HStack gap="2" wrap="wrap">
                <Button
                  size="xs"
                  colorPalette="brand"
                  disabled={refreshing || pending}
                  onClick={() => void submit(settings.revision)}
                >
                  {t('agents.analysis.conflict.keepMine')}
                </Button>
                <Button size="xs" variant="outline" disabled={refreshing || pending} onClick={takeNewer}>
                  {t('agents.analysis.conflict.takeNewer')}
                </Button>
              </HStack>
            </Alert.Content>
          </Alert.Root>
        )}

        <Field.Root invalid={summary !== undefined} required>
          <Field.Label htmlFor="analysis-summaryInstruction">
            {t('agents.analysis.summary.label')}
            <Field.RequiredIndicator />
          </Field.Label>
          <Textarea
            id="analysis-summaryInstruction"
            rows={3}
            resize="vertical"
            value={draft.summaryInstruction}
            onChange={(event) => change({ summaryInstruction: event.target.value })}
            onBlur={() => blurred('summaryInstruction')}
          />
          {summary ? (
            <Field.ErrorText>{summary}</Field.ErrorText>
          ) : (
            <Field.HelperText>{t('agents.analysis.summary.hint')}</Field.HelperText>
          )}
        </Field.Root>

        <chakra.fieldset minW="0">
          <chakra.legend fontWeight="semibold" mb="3">
            {t('agents.analysis.success.legend')}
          </chakra.legend>
          <Stack gap="3">
            <RadioGroup.Root
              value={draft.successKind}
              onValueChange={(details) => {
                if (details.value) change({ successKind: details.value as SuccessKind });
              }}
              colorPalette="brand"
              size="sm"
            >
              <RadioGroup.Label fontSize="sm" fontWeight="medium">
                {t('agents.analysis.success.kind')}
              </RadioGroup.Label>
              <HStack gap="4" wrap="wrap" mt="2">
                {successKinds.map((kind) => (
                  <RadioGroup.Item key={kind} value={kind}>
                    <RadioGroup.ItemHiddenInput />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText>{t(`agents.analysis.success.kinds.${kind}`)}</RadioGroup.ItemText>
                  </RadioGroup.Item>
                ))}
              </HStack>
            </RadioGroup.Root>

            <Field.Root invalid={instruction !== undefined} required>
              <Field.Label htmlFor="analysis-successInstruction">
                {t('agents.analysis.success.instruction')}
                <Field.RequiredIndicator />
              </Field.Label>
              <Textarea
                id="analysis-successInstruction"
                rows={2}
                resize="vertical"
                value={draft.successInstruction}
                onChange={(event) => change({ successInstruction: event.target.value })}
                onBlur={() => blurred('successInstruction')}
              />
              {instruction && <Field.ErrorText>{instruction}</Field.ErrorText>}
            </Field.Root>

            {draft.successKind === 'scale' && (
              <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
                <Field.Root flex="0 1 10rem">
                  <Field.Label htmlFor="analysis-scaleMax">
                    {t('agents.analysis.success.scaleMax')}
                  </Field.Label>
                  <ScoreSelect
                    id="analysis-scaleMax"
                    from={limits.scaleLowest}
                    to={limits.scaleHighest}
                    value={draft.scaleMax}
                    // A lower best score brings the passing score down with it, never above it.
                    onChange={(scaleMax) =>
                      change({ scaleMax, passFrom: Math.min(draft.passFrom, scaleMax) })
                    }
                  />
                </Field.Root>
                <Field.Root flex="0 1 10rem" invalid={passFrom !== undefined}>
                  <Field.Label htmlFor="analysis-passFrom">
                    {t('agents.analysis.success.passFrom')}
                  </Field.Label>
                  <ScoreSelect
                    id="analysis-passFrom"
                    from={1}
                    to={Math.max(draft.scaleMax, draft.passFrom)}
                    value={draft.passFrom}
                    onChange={(value) => change({ passFrom: value })}
                  />
                  {passFrom && <Field.ErrorText>{passFrom}</Field.ErrorText>}
                </Field.Root>
              </Stack>
            )}
            {draft.successKind === 'scale' && (
              <Text fontSize="sm" color="fg.muted">
                {t('agents.analysis.success.scaleHint', { max: draft.scaleMax, from: draft.passFrom })}
              </Text>
            )}

            {draft.successKind === 'checklist' && (
              <Field.Root invalid={checklist !== undefined} required>
                <Field.Label htmlFor="analysis-checklist">
                  {t('agents.analysis.success.checklist')}
                  <Field.RequiredIndicator />
                </Field.Label>
                <Textarea
                  id="analysis-checklist"
                  rows={4}
                  resize="vertical"
                  value={draft.checklist}
                  onChange={(event) => change({ checklist: event.target.value })}
                  onBlur={() => blurred('checklist')}
                />
                {checklist ? (
                  <Field.ErrorText>{checklist}</Field.ErrorText>
                ) : (
                  <Field.HelperText>
                    {t('agents.analysis.success.checklistHint', { max: limits.checklistItems })}
                  </Field.HelperText>
                )}
              </Field.Root>
            )}
          </Stack>
        </chakra.fieldset>

        <chakra.fieldset minW="0" aria-describedby="analysis-fields-hint">
          <chakra.legend fontWeight="semibold">{t('agents.analysis.fields.legend')}</chakra.legend>
          <Text id="analysis-fields-hint" fontSize="sm" color="fg.muted" mb="3">
            {t('agents.analysis.fields.hint', { max: limits.fields })}
          </Text>
          <Stack gap="3">
            {draft.fields.length === 0 && (
              <Text fontSize="sm" color="fg.muted">
                {t('agents.analysis.fields.empty')}
              </Text>
            )}
            {draft.fields.map((field, index) => (
              <AnalysisFieldEditor
                key={field.key}
                field={field}
                position={index + 1}
                disabled={pending}
                problemOf={(part) => problemAt(`${field.key}.${part}`)}
                onChange={(changes) => changeField(field.key, changes)}
                onBlur={(part) => blurred(`${field.key}.${part}`)}
                onRemove={() => removeField(index)}
              />
            ))}
            {tooMany && (
              <Text color="fg.error" fontSize="sm">
                {tooMany}
              </Text>
            )}
            <Box>
              <Button
                id="analysis-fields"
                size="sm"
                variant="outline"
                disabled={full || pending}
                onClick={addField}
              >
                <PlusIcon />
                {t('agents.analysis.fields.add')}
              </Button>
            </Box>
          </Stack>
        </chakra.fieldset>

        <chakra.fieldset minW="0" aria-describedby="analysis-redaction-hint">
          <chakra.legend fontWeight="semibold">{t('agents.analysis.redaction.legend')}</chakra.legend>
          <Text id="analysis-redaction-hint" fontSize="sm" color="fg.muted" mb="3">
            {t('agents.analysis.redaction.hint')}
          </Text>
          <Stack gap="2">
            {redactionKinds.map((kind) => (
              <Switch.Root
                key={kind}
                checked={draft.redaction[kind]}
                colorPalette="brand"
                size="sm"
                onCheckedChange={(details) =>
                  change({ redaction: { ...draft.redaction, [kind]: details.checked } })
                }
              >
                <Switch.HiddenInput role="switch" />
                <Switch.Control>
                  <Switch.Thumb />
                </Switch.Control>
                <Switch.Label>{t(`agents.analysis.redaction.${kind}`)}</Switch.Label>
              </Switch.Root>
            ))}
          </Stack>
        </chakra.fieldset>

        <HStack gap="3" wrap="wrap">
          <Button
            type="submit"
            size="sm"
            colorPalette="brand"
            disabled={!dirty}
            loading={pending}
            loadingText={t('agents.analysis.save')}
          >
            {t('agents.analysis.save')}
          </Button>
          {dirty && (
            <Button size="sm" variant="outline" disabled={pending} onClick={discard}>
              {t('agents.analysis.discard')}
            </Button>
          )}
          {showAll && problemCount > 0 && (
            <Text role="alert" color="fg.error" fontSize="sm">
              {t('agents.analysis.errors.fix', { count: problemCount })}
            </Text>
          )}
        </HStack>
      </Stack>
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
    </chakra.form>
  );
}

interface ScoreSelectProps {
  id: string;
  from: number;
  to: number;
  value: number;
  onChange: (value: number) => void;
}

function ScoreSelect({ id, from, to, value, onChange }: ScoreSelectProps) {
  const scores = Array.from({ length: to - from + 1 }, (_, index) => from + index);
  return (
    <NativeSelect.Root>
      <NativeSelect.Field id={id} value={value} onChange={(event) => onChange(Number(event.target.value))}>
        {scores.map((score) => (
          <option key={score} value={score}>
            {score}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
