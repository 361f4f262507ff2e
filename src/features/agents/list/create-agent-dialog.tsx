import { Field, HStack, Input, NativeSelect, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/errors';
import { FormDialog } from '@/components/form-dialog';
import { QueryView } from '@/components/query-states';
import { voicesQuery } from '../agents-queries';
import type { AgentCreate } from '../agent-types';
import { agentFromTemplate, offeredTemplates, type AgentTemplate } from '../templates/template-model';
import { TemplatePicker } from '../templates/template-picker';
import { TemplatePreview } from '../templates/template-preview';
import { templatesQuery, useCreateAgentFromTemplate } from '../templates/template-queries';

type Direction = AgentCreate['direction'];
const directions: readonly Direction[] = ['inbound', 'outbound'];
type Start = 'blank' | 'template';
const starts: readonly Start[] = ['blank', 'template'];

export interface CreateAgentDialogProps {
  onClose: () => void;
  submitting: boolean;
  onCreate: (body: AgentCreate) => Promise<boolean>;
}

interface Errors {
  name?: string;
  voice?: string;
  template?: string;
}

export function CreateAgentDialog({ onClose, submitting, onCreate }: CreateAgentDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const voices = useQuery({ ...voicesQuery(), select: (response) => response.data });
  const [start, setStart] = useState<Start>('blank');
  const templates = useQuery({
    ...templatesQuery(),
    select: (response) => offeredTemplates(response.data),
    enabled: start === 'template',
  });
  const fromTemplate = useCreateAgentFromTemplate();
  const [name, setName] = useState('');
  const [direction, setDirection] = useState<Direction>('inbound');
  const [voice, setVoice] = useState('');
  const [template, setTemplate] = useState<AgentTemplate | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const usingTemplate = start === 'template' ? template : null;
  const knownVoice = (id: string | undefined) => voices.data?.find((option) => option.id === id)?.id;
  const chosenVoice = voice || knownVoice(usingTemplate?.voice) || voices.data?.[0]?.id || '';

  const choose = (next: AgentTemplate) => {
    // The name follows the template until the user types one of their own.
    if (!name.trim() || name === template?.name) setName(next.name);
    setVoice(knownVoice(next.voice) ?? '');
    setTemplate(next);
    setErrors((old) => ({ ...old, template: undefined }));
  };

  const submit = async () => {
    const found: Errors = {
      name: name.trim() ? undefined : t('agents.create.nameRequired'),
      voice: chosenVoice ? undefined : t('agents.create.voiceRequired'),
      template: start === 'template' && !template ? t('agents.templates.required') : undefined,
    };
    setErrors(found);
    if (found.name || found.voice || found.template) return;
    if (usingTemplate) {
      const agent = await fromTemplate.create(agentFromTemplate(usingTemplate, { name, voice: chosenVoice }));
      if (!agent) return;
      onClose();
      void navigate({ to: '/agent/prompt_editor', search: { agentId: agent.id }, state: { agent } });
      return;
    }
    if (await onCreate({ name: name.trim(), direction, voice: chosenVoice })) onClose();
  };

  return (
    <FormDialog
      onClose={onClose}
      title={t('agents.create.title')}
      submitLabel={t('agents.create.submit')}
      submitting={submitting || fromTemplate.pending}
      onSubmit={() => void submit()}
      width={start === 'template' ? '44rem' : undefined}
    >
      <Stack as="fieldset" gap="2">
        <Text as="legend" fontWeight="medium" fontSize="sm" mb="2">
          {t('agents.templates.start')}
        </Text>
        <RadioGroup.Root
          value={start}
          colorPalette="brand"
          onValueChange={(details) => setStart(details.value === 'template' ? 'template' : 'blank')}
        >
          <HStack gap="6" wrap="wrap">
            {starts.map((option) => (
              <RadioGroup.Item key={option} value={option}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{t(`agents.templates.startFrom.${option}`)}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </HStack>
        </RadioGroup.Root>
      </Stack>
      {start === 'template' && (
        <Stack gap="3">
          <QueryView
            query={templates}
            errorText={errorMessage(templates.error, t('agents.templates.loadFailed'))}
            empty={templates.data?.length === 0}
            emptyText={t('agents.templates.empty')}
          >
            {(list) => (
              <Stack gap="1">
                <TemplatePicker
                  templates={list}
                  chosenId={template?.id ?? ''}
                  invalid={!!errors.template}
                  onChoose={choose}
                />
                {errors.template && (
                  <Text role="alert" fontSize="sm" color="fg.error">
                    {errors.template}
                  </Text>
                )}
              </Stack>
            )}
          </QueryView>
          {usingTemplate && (
            <TemplatePreview
              template={usingTemplate}
              voiceName={
                voices.data?.find((option) => option.id === usingTemplate.voice)?.name ??
                t('agents.templates.unknownVoice')
              }
            />
          )}
        </Stack>
      )}
      <Field.Root required invalid={!!errors.name}>
        <Field.Label>
          {t('agents.create.name')}
          <Field.RequiredIndicator />
        </Field.Label>
        <Input value={name} maxLength={100} onChange={(event) => setName(event.target.value)} />
        <Field.ErrorText>{errors.name}</Field.ErrorText>
      </Field.Root>
      {start === 'blank' && (
        <Field.Root>
          <Field.Label>{t('agents.create.direction')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={direction}
              onChange={(event) => setDirection(event.target.value === 'outbound' ? 'outbound' : 'inbound')}
            >
              {directions.map((option) => (
                <option key={option} value={option}>
                  {t(`agents.direction.${option}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      )}
      <Field.Root required invalid={!!errors.voice || voices.isError} disabled={voices.isPending}>
        <Field.Label>
          {t('agents.create.voice')}
          <Field.RequiredIndicator />
        </Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={chosenVoice} onChange={(event) => setVoice(event.target.value)}>
            {voices.isPending && <option value="">{t('common.loading')}</option>}
            {voices.data?.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.ErrorText>
          {errors.voice ?? (voices.isError ? t('agents.create.voicesFailed') : null)}
        </Field.ErrorText>
      </Field.Root>
    </FormDialog>
  );
}
