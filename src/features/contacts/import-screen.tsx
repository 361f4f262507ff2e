import { Button, Text } from '@chakra-ui/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataImport, type ImportBatch, type ImportResult } from '@/components/data-import';
import { PageFrame } from '@/components/page-frame';
import { useImportLeads } from './contacts-queries';
import { ImportTargetFields } from './import-target';
import { leadImportFields, targetReady, type ImportTarget } from './lead-import';

export function ImportScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const importLeads = useImportLeads();
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
    return importLeads.mutateAsync({ batch, target: chosen });
  };

  return (
    <PageFrame
      title={t('screens.contactsImport.title')}
      description={t('screens.contactsImport.description')}
      maxW="6xl"
      actions={
        <Button asChild variant="outline">
          <Link to="/contacts">{t('contacts.import.back')}</Link>
        </Button>
      }
    >
      <Text>{t('contacts.import.intro')}</Text>
      <ImportTargetFields target={target} onChange={setTarget} invalid={tried} />
      <DataImport
        fields={fields}
        onImport={onImport}
        headingLevel={2}
        onDone={() => void navigate({ to: '/contacts' })}
      />
    </PageFrame>
  );
}
