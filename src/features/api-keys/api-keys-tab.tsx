import { Button, Field, HStack, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/errors';
import { FormDialog } from '@/components/form-dialog';
import { QueryView } from '@/components/query-states';
import { keyList, maskedKey, NAME_MAX, nameProblem, type ApiKey } from './api-keys-model';
import { apiKeysQuery, useCreateApiKey, useRevokeApiKey } from './api-keys-queries';
import { ApiKeysTable } from './api-keys-table';
import { NewKeyDialog } from './new-key-dialog';

interface Revealed {
  name: string;
  secret: string;
}

export function ApiKeysTab() {
  const { t } = useTranslation();
  const list = useQuery(apiKeysQuery());
  const [creating, setCreating] = useState(false);
  const [name, setName] = useState('');
  const [checked, setChecked] = useState(false);
  const nameInput = useRef<HTMLInputElement>(null);
  const [revealed, setRevealed] = useState<Revealed | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  // The key's dialog opens over the form, which closes with it (closing the form first would
  // hand the focus back to the page, and the key's dialog would take that for leaving it).
  const create = useCreateApiKey((secret, apiKey) => setRevealed({ name: apiKey.name, secret }));
  const closeCreate = () => {
    setRevealed(null);
    setCreating(false);
    setName('');
    setChecked(false);
  };
  const revoke = useRevokeApiKey();
  const keys = keyList(list.data?.data);
  const problem = checked ? nameProblem(name) : null;

  const submit = () => {
    setChecked(true);
    if (nameProblem(name)) {
      nameInput.current?.focus();
      return;
    }
    create.mutate(name.trim());
  };

  return (
    <Stack as="section" aria-labelledby="api-keys-heading" gap="4">
      <HStack justify="space-between" align="start" wrap="wrap" gap="3">
        <Stack gap="1">
          <Heading as="h2" size="lg" id="api-keys-heading">
            {t('apiKeys.title')}
          </Heading>
          <Text color="fg.muted">{t('apiKeys.intro')}</Text>
        </Stack>
        <Button colorPalette="brand" onClick={() => setCreating(true)}>
          {t('apiKeys.create.button')}
        </Button>
      </HStack>
      <QueryView
        query={list}
        errorText={errorMessage(list.error, t('apiKeys.loadError'))}
        empty={keys.length === 0}
        emptyText={t('apiKeys.empty')}
      >
        {() => <ApiKeysTable keys={keys} onRevoke={setRevoking} />}
      </QueryView>
      {creating && (
        <FormDialog
          title={t('apiKeys.create.title')}
          submitLabel={t('apiKeys.create.submit')}
          submitting={create.isPending}
          onClose={closeCreate}
          onSubmit={submit}
        >
          <Field.Root required invalid={problem !== null}>
            <Field.Label>
              {t('apiKeys.create.name')}
              <Field.RequiredIndicator />
            </Field.Label>
            <Input
              ref={nameInput}
              value={name}
              autoComplete="off"
              maxLength={NAME_MAX + 20}
              placeholder={t('apiKeys.create.namePlaceholder')}
              disabled={create.isPending}
              onChange={(event) => setName(event.target.value)}
            />
            {problem ? (
              <Field.ErrorText>{t(`apiKeys.create.validation.${problem}`)}</Field.ErrorText>
            ) : (
              <Field.HelperText>{t('apiKeys.create.nameHelp')}</Field.HelperText>
            )}
          </Field.Root>
        </FormDialog>
      )}
      {revealed && <NewKeyDialog name={revealed.name} secret={revealed.secret} onClose={closeCreate} />}
      {revoking && (
        <FormDialog
          destructive
          title={t('apiKeys.revoke.title')}
          submitLabel={t('apiKeys.revoke.submit')}
          submitting={revoke.isPending}
          onClose={() => setRevoking(null)}
          onSubmit={() => revoke.mutate(revoking, { onSuccess: () => setRevoking(null) })}
        >
          <Text wordBreak="break-word">
            {t('apiKeys.revoke.body', { name: revoking.name, key: maskedKey(revoking.prefix) })}
          </Text>
        </FormDialog>
      )}
    </Stack>
  );
}
