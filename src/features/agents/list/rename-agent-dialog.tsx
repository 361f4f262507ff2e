import { Field, HStack, Image, Input, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Agent } from '../agent-types';
import { FormDialog } from '@/components/form-dialog';
import { AGENT_LOGOS, uploadProblem } from '@/lib/upload-check';

export interface RenameAgentDialogProps {
  agent: Pick<Agent, 'id' | 'name'>;
  onClose: () => void;
  submitting: boolean;
  onRename: (id: string, name: string, logo?: File) => Promise<boolean>;
}

const LOGO_TYPES = 'image/png,image/jpeg,image/webp';

export function RenameAgentDialog({ agent, onClose, submitting, onRename }: RenameAgentDialogProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(agent.name);
  const [logo, setLogo] = useState<File | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [logoError, setLogoError] = useState<string | undefined>();
  const preview = usePreview(logo);

  const submit = async () => {
    if (!name.trim()) {
      setError(t('agents.create.nameRequired'));
      return;
    }
    setError(undefined);
    // Checked by its first bytes too: the avatar is shown to the whole company.
    const problem = logo ? await uploadProblem(logo, AGENT_LOGOS) : null;
    if (logo && problem) {
      setLogoError(
        t(`agents.rename.logoProblem.${problem}`, {
          name: logo.name,
          max: AGENT_LOGOS.maxBytes / 1024 / 1024,
        }),
      );
      return;
    }
    if (await onRename(agent.id, name.trim(), logo)) onClose();
  };

  return (
    <FormDialog
      onClose={onClose}
      title={t('agents.rename.title')}
      submitLabel={t('agents.rename.submit')}
      submitting={submitting}
      onSubmit={() => void submit()}
    >
      <Field.Root required invalid={!!error}>
        <Field.Label>
          {t('agents.create.name')}
          <Field.RequiredIndicator />
        </Field.Label>
        <Input value={name} maxLength={100} onChange={(event) => setName(event.target.value)} />
        <Field.ErrorText>{error}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={!!logoError}>
        <Field.Label>{t('agents.rename.logo')}</Field.Label>
        <HStack gap="3" width="full">
          {preview && !logoError && (
            <Image src={preview} alt="" boxSize="10" borderRadius="full" objectFit="cover" flexShrink={0} />
          )}
          <Input
            type="file"
            accept={LOGO_TYPES}
            p="1"
            onChange={(event) => {
              setLogo(event.target.files?.[0]);
              setLogoError(undefined);
            }}
          />
        </HStack>
        <Field.HelperText>{t('agents.rename.logoHint')}</Field.HelperText>
        <Field.ErrorText>{logoError}</Field.ErrorText>
      </Field.Root>
      {logo && (
        <Text fontSize="sm" color="fg.muted" truncate>
          {logo.name}
        </Text>
      )}
    </FormDialog>
  );
}

function usePreview(file: File | undefined): string | undefined {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : undefined), [file]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}
