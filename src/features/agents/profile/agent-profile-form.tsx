import { Badge, Box, Button, Field, HStack, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { agentDirectionText, AGENT_DIRECTIONS } from '@/components/agent-status';
import { LeaveGuard } from '@/components/leave-guard';
import { clearDraft, readDraft, writeDraft } from '@/lib/session/drafts';
import {
  GREETING_VARIABLES,
  greetingProblems,
  greetingVariables,
  languageName,
  languageOptions,
  profileOf,
  sameProfile,
  type AgentProfile,
  type GreetingProblem,
} from './agent-profile';
import { useSaveAgent, voicesQuery } from '../agents-queries';
import type { Agent } from '../agent-types';

function parseProfileDraft(value: unknown, server: AgentProfile): AgentProfile | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const { greeting, language, direction } = record;
  if (typeof greeting !== 'string' || typeof language !== 'string') return null;
  const known = AGENT_DIRECTIONS.find((word) => word === direction);
  return { greeting, language, direction: known ?? server.direction };
}

export function AgentProfileForm({ agent }: { agent: Agent }) {
  const { t, i18n } = useTranslation();
  const draftScope = `agent-profile:${agent.id}`;
  const server = profileOf(agent);
  const save = useSaveAgent(agent);
  const [values, setValues] = useState<AgentProfile>(server);
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  // What was left unsaved before a reload comes back, in edit mode: 'reading' until it is read.
  const [kept, setKept] = useState<'reading' | 'read' | { value: unknown }>('reading');
  useEffect(() => {
    let live = true;
    void readDraft(draftScope).then((value) => {
      if (live) setKept({ value });
    });
    return () => {
      live = false;
    };
  }, [draftScope]);
  const greetingRef = useRef<HTMLTextAreaElement>(null);
  // Only the form's language list needs the voices: shown, the profile reads nothing more (on the
  // editor, a read started before the greeting's paint delays it). Heading for Edit starts it.
  const voiceLanguages = useQuery({
    ...voicesQuery(),
    select: (response) => response.data.map((voice) => voice.language),
    enabled: editing,
  });
  const queryClient = useQueryClient();
  const readVoices = () => void queryClient.query(voicesQuery()).catch(() => undefined);

  const dirty = editing && !sameProfile(values, server);

  // Taken in during the render it arrives in, against what the user has done by then: it wins over
  // the server's profile, never over a form the user has begun changing.
  if (typeof kept === 'object') {
    const start = parseProfileDraft(kept.value, server);
    setKept('read');
    if (start && !dirty && !sameProfile(start, server)) {
      setValues(start);
      setEditing(true);
    }
  }

  useEffect(() => {
    // Before the kept draft is read, storing would replace it.
    if (kept !== 'read') return;
    if (dirty) writeDraft(draftScope, values);
    else clearDraft(draftScope);
  }, [kept, dirty, values, draftScope]);

  useEffect(() => {
    if (editing) greetingRef.current?.focus();
  }, [editing]);

  const problems = greetingProblems(values.greeting);
  const options = languageOptions(values.language, voiceLanguages.data ?? []);

  const submit = async () => {
    if (problems.length > 0) {
      greetingRef.current?.focus();
      return;
    }
    setSaving(true);
    const ok = await save(values);
    setSaving(false);
    // A failed save keeps the form open with everything typed.
    if (ok) setEditing(false);
  };

  const insert = (name: string) => {
    const area = greetingRef.current;
    const token = `{{${name}}}`;
    const at = area?.selectionStart ?? values.greeting.length;
    const end = area?.selectionEnd ?? at;
    setValues((old) => ({ ...old, greeting: old.greeting.slice(0, at) + token + old.greeting.slice(end) }));
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(at + token.length, at + token.length);
    });
  };

  if (!editing) {
    const shown = server;
    return (
      <Stack gap="3">
        <Stack gap="1">
          <Text fontSize="sm" fontWeight="medium">
            {t('agents.profile.greeting')}
          </Text>
          <Text fontSize="sm" color={shown.greeting ? undefined : 'fg.muted'} data-testid="agent-greeting">
            {shown.greeting || t('agents.profile.noGreeting')}
          </Text>
          <VariableChips greeting={shown.greeting} />
        </Stack>
        <HStack gap="6" wrap="wrap" fontSize="sm">
          <Stack gap="0">
            <Text fontWeight="medium">{t('agents.profile.language')}</Text>
            <Text data-testid="agent-language">{languageName(shown.language, i18n.language)}</Text>
          </Stack>
          <Stack gap="0">
            <Text fontWeight="medium">{t('agents.profile.direction')}</Text>
            <Text data-testid="agent-direction">{agentDirectionText(t, shown.direction)}</Text>
          </Stack>
        </HStack>
        <Box>
          <Button
            size="sm"
            variant="outline"
            colorPalette="brand"
            onPointerEnter={readVoices}
            onFocus={readVoices}
            onClick={() => {
              setValues(server);
              setEditing(true);
            }}
          >
            {t('agents.profile.edit')}
          </Button>
        </Box>
      </Stack>
    );
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="3">
        <LeaveGuard when={dirty} onDiscard={() => clearDraft(draftScope)} />
        <Field.Root invalid={problems.length > 0} disabled={saving}>
          <Field.Label>{t('agents.profile.greeting')}</Field.Label>
          <Textarea
            ref={greetingRef}
            rows={3}
            value={values.greeting}
            onChange={(event) => setValues((old) => ({ ...old, greeting: event.target.value }))}
          />
          <Field.HelperText>{t('agents.profile.greetingHint')}</Field.HelperText>
          {problems.map((problem) => (
            <Field.ErrorText key={problem.kind}>{problemText(t, problem)}</Field.ErrorText>
          ))}
        </Field.Root>
        <VariableChips greeting={values.greeting} />
        <HStack role="group" aria-label={t('agents.profile.insert')} gap="1.5" wrap="wrap">
          {GREETING_VARIABLES.map((name) => (
            <Button
              key={name}
              size="2xs"
              variant="outline"
              disabled={saving}
              aria-label={t('agents.profile.insertVariable', { name: `{{${name}}}` })}
              onClick={() => insert(name)}
            >
              {`{{${name}}}`}
            </Button>
          ))}
        </HStack>
        <HStack gap="3" wrap="wrap" align="end">
          <Field.Root width="auto" minW="12rem" disabled={saving}>
            <Field.Label>{t('agents.profile.language')}</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                value={values.language}
                onChange={(event) => setValues((old) => ({ ...old, language: event.target.value }))}
              >
                {options.map((tag) => (
                  <option key={tag} value={tag}>
                    {languageName(tag, i18n.language)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root width="auto" minW="9rem" disabled={saving}>
            <Field.Label>{t('agents.profile.direction')}</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                value={values.direction}
                onChange={(event) => {
                  const direction = AGENT_DIRECTIONS.find((word) => word === event.target.value);
                  if (direction) setValues((old) => ({ ...old, direction }));
                }}
              >
                {AGENT_DIRECTIONS.map((direction) => (
                  <option key={direction} value={direction}>
                    {agentDirectionText(t, direction)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        </HStack>
        <HStack gap="2" justify="end">
          <Button size="sm" variant="ghost" disabled={saving} onClick={() => setEditing(false)}>
            {t('agents.profile.cancel')}
          </Button>
          <Button
            type="submit"
            size="sm"
            colorPalette="brand"
            loading={saving}
            loadingText={t('agents.editor.saving')}
          >
            {t('agents.profile.save')}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

type Translate = ReturnType<typeof useTranslation>['t'];

function problemText(t: Translate, problem: GreetingProblem): string {
  switch (problem.kind) {
    case 'tooLong':
      return t('agents.profile.problems.tooLong', { max: problem.max });
    case 'unknown':
      return t('agents.profile.problems.unknown', {
        count: problem.names.length,
        names: problem.names.map((name) => `{{${name}}}`).join(', '),
        known: GREETING_VARIABLES.map((name) => `{{${name}}}`).join(', '),
      });
    case 'unclosed':
      return t('agents.profile.problems.unclosed', { example: '{{first_name}}' });
  }
}

function VariableChips({ greeting }: { greeting: string }) {
  const { t } = useTranslation();
  const variables = greetingVariables(greeting);
  if (variables.length === 0) return null;
  return (
    <HStack as="ul" aria-label={t('agents.profile.variables')} gap="1.5" wrap="wrap" listStyleType="none">
      {variables.map(({ name, known }) => (
        <li key={name}>
          <Badge colorPalette={known ? 'brand' : 'red'} variant={known ? 'subtle' : 'solid'}>
            {known ? `{{${name}}}` : t('agents.profile.unknownVariable', { name: `{{${name}}}` })}
          </Badge>
        </li>
      ))}
    </HStack>
  );
}
