import { Field, Input, NativeSelect } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { voicesQuery } from './agents-queries';
import type { AgentCreate } from './agent-types';
import { FormDialog } from '@/components/form-dialog';

type Direction = AgentCreate['direction'];
const directions: readonly Direction[] = ['inbound', 'outbound'];

export interface CreateAgentDialogProps {
  onClose: () => void;
  submitting: boolean;
  onCreate: (body: AgentCreate) => Promise<boolean>;
}

export function CreateAgentDialog({ onClose, submitting, onCreate }: CreateAgentDialogProps) {
  const { t } = useTranslation();
  const voices = useQuery({ ...voicesQuery(), select: (response) => response.data });
  const [name, setName] = useState('');
  const [direction, setDirection] = useState<Direction>('inbound');
  const [voice, setVoice] = useState('');
  const [errors, setErrors] = useState<{ name?: string; voice?: string }>({});
  const chosenVoice = voice || voices.data?.[0]?.id || '';

  const submit = async () => {
    const found = {
      name: name.trim() ? undefined : t('agents.create.nameRequired'),
      voice: chosenVoice ? undefined : t('agents.create.voiceRequired'),
    };
    setErrors(found);
    if (found.name || found.voice) return;
    if (await onCreate({ name: name.trim(), direction, voice: chosenVoice })) onClose();
  };

  return (
    <FormDialog
      onClose={onClose}
      title={t('agents.create.title')}
      submitLabel={t('agents.create.submit')}
      submitting={submitting}
      onSubmit={() => void submit()}
    >
      <Field.Root required invalid={!!errors.name}>
        <Field.Label>
          {t('agents.create.name')}
          <Field.RequiredIndicator />
        </Field.Label>
        <Input value={name} maxLength={100} onChange={(event) => setName(event.target.value)} />
        <Field.ErrorText>{errors.name}</Field.ErrorText>
      </Field.Root>
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
