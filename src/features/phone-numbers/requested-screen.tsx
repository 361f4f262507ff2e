import { Badge, Button, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/form-dialog';
import { companyDids, formatDate, type Did } from './did-model';
import { useBaseColumns, type DidColumn } from './did-table';
import { CompanyNumbers } from './company-numbers';
import { didsQuery, useDidActions } from './phone-numbers-queries';
import { useUser } from '@/lib/session/session-store';
import { PhoneNumbersLayout } from './phone-numbers-layout';

export function RequestedScreen() {
  const { t, i18n } = useTranslation();
  const user = useUser();
  const dids = useQuery({
    ...didsQuery('Requested'),
    select: (r) => companyDids(r.data.data, 'Requested', user),
  });
  const [confirming, setConfirming] = useState<Did | null>(null);
  const actions = useDidActions();
  const columns: DidColumn[] = [
    ...useBaseColumns(),
    {
      key: 'requestedAt',
      header: t('phoneNumbers.columns.requestedAt'),
      cell: (did) => formatDate(did.createdAt, i18n.language),
    },
    {
      key: 'status',
      header: t('phoneNumbers.columns.status'),
      cell: () => (
        <Badge colorPalette="orange" variant="subtle">
          {t('phoneNumbers.status.Requested')}
        </Badge>
      ),
    },
    {
      key: 'action',
      header: t('phoneNumbers.columns.action'),
      end: true,
      cell: (did) => (
        <Button
          size="xs"
          colorPalette="red"
          variant="outline"
          aria-label={t('phoneNumbers.cancel.buttonFor', { number: did.number })}
          onClick={() => setConfirming(did)}
        >
          {t('phoneNumbers.cancel.button')}
        </Button>
      ),
    },
  ];

  const submit = async () => {
    if (!confirming) return;
    if (await actions.cancelRequest(confirming)) setConfirming(null);
  };

  return (
    <PhoneNumbersLayout tab="requested">
      <CompanyNumbers
        query={dids}
        emptyText={t('phoneNumbers.requested.empty')}
        label={t('phoneNumbers.requested.table')}
        columns={columns}
      />
      {confirming && (
        <FormDialog
          destructive
          title={t('phoneNumbers.cancel.title')}
          submitLabel={t('phoneNumbers.cancel.confirm')}
          submitting={actions.cancelling}
          onSubmit={() => void submit()}
          onClose={() => setConfirming(null)}
        >
          <Text>{t('phoneNumbers.cancel.body', { number: confirming.number })}</Text>
        </FormDialog>
      )}
    </PhoneNumbersLayout>
  );
}
