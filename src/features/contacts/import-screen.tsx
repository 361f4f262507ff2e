import { Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { multipart } from '@/api/client';
import { errorMessage } from '@/api/errors';
import { DataImport, type ImportBatch, type ImportResult } from '@/components/data-import';
import { invalidateContacts } from './contact-queries';
import { ImportTargetFields } from './import-target';
import {
  groupImportBody,
  importResult,
  leadImportFields,
  targetReady,
  type ImportTarget,
} from './lead-import';

/**
 * /contacts/import-data: a CSV or Excel file, its columns matched to contact fields, every row
 * checked (phone numbers against the spec's international pattern), the good rows sent to
 * `POST /groups/import` into a new or an existing group, and what was kept and refused.
 */
export function ImportScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const fields = useMemo(() => leadImportFields(t), [t]);
  const [target, setTarget] = useState<ImportTarget>({ kind: 'new', name: '' });
  const [tried, setTried] = useState(false);

  const onImport = async (batch: ImportBatch): Promise<ImportResult> => {
    const chosen = target;
    if (!targetReady(chosen)) {
      setTried(true);
      throw new Error(
        chosen.kind === 'new' ? t('contacts.validation.groupName') : t('contacts.validation.group'),
      );
    }
    const { data, error } = await multipart.POST('/groups/import', { body: groupImportBody(batch, chosen) });
    if (error) throw new Error(errorMessage(error, t('contacts.import.failed')));
    await invalidateContacts(queryClient);
    return importResult(data);
  };

  return (
    <Stack gap="6" px={{ base: '4', md: '8' }} py="6" maxW="6xl">
      <HStack justify="space-between" align="start" wrap="wrap" gap="3">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            {t('screens.contactsImport.title')}
          </Heading>
          <Text color="fg.muted">{t('screens.contactsImport.description')}</Text>
        </Stack>
        <Button asChild variant="outline">
          <Link to="/contacts">{t('contacts.import.back')}</Link>
        </Button>
      </HStack>
      <Text>{t('contacts.import.intro')}</Text>
      <ImportTargetFields target={target} onChange={setTarget} invalid={tried} />
      <DataImport
        fields={fields}
        onImport={onImport}
        headingLevel={2}
        onDone={() => void navigate({ to: '/contacts' })}
      />
    </Stack>
  );
}
