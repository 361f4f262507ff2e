import { Button, Field, Flex, Input, NativeSelect, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/errors';
import { FormDialog } from '@/components/form-dialog';
import { EmptyState, QueryView } from '@/components/query-states';
import { countriesOf, didsOfStatus, filterAvailable, locationOf, type Did } from './did-model';
import { useBaseColumns, DidTable, type DidColumn } from './did-table';
import { didsQuery, useDidActions } from './phone-numbers-queries';
import { PhoneNumbersLayout } from './phone-numbers-layout';

export function AvailableScreen() {
  const { t } = useTranslation();
  const dids = useQuery({ ...didsQuery('Available'), select: (r) => didsOfStatus(r.data.data, 'Available') });
  const [q, setQ] = useState('');
  const [country, setCountry] = useState('');
  const [confirming, setConfirming] = useState<Did | null>(null);
  const actions = useDidActions();
  const base = useBaseColumns();
  const columns: DidColumn[] = [
    ...base,
    {
      key: 'action',
      header: t('phoneNumbers.columns.action'),
      end: true,
      cell: (did) => (
        <Button
          size="xs"
          colorPalette="brand"
          variant="outline"
          aria-label={t('phoneNumbers.request.buttonFor', { number: did.number })}
          onClick={() => setConfirming(did)}
        >
          {t('phoneNumbers.request.button')}
        </Button>
      ),
    },
  ];

  const submit = async () => {
    if (!confirming) return;
    if (await actions.requestNumber(confirming)) setConfirming(null);
  };

  return (
    <PhoneNumbersLayout tab="available">
      <QueryView
        query={dids}
        errorText={errorMessage(dids.error, t('phoneNumbers.loadFailed'))}
        empty={dids.data?.length === 0}
        emptyText={t('phoneNumbers.available.empty')}
      >
        {(all) => {
          const shown = filterAvailable(all, { q, country });
          const countries = countriesOf(all);
          return (
            <>
              <Flex as="search" gap="3" wrap="wrap" align="end">
                <Field.Root maxW="xs">
                  <Field.Label>{t('phoneNumbers.available.search')}</Field.Label>
                  <Input
                    type="search"
                    value={q}
                    placeholder={t('phoneNumbers.available.searchPlaceholder')}
                    onChange={(event) => setQ(event.target.value)}
                  />
                </Field.Root>
                <Field.Root maxW="3xs">
                  <Field.Label>{t('phoneNumbers.available.country')}</Field.Label>
                  <NativeSelect.Root>
                    <NativeSelect.Field value={country} onChange={(event) => setCountry(event.target.value)}>
                      <option value="">{t('phoneNumbers.available.anyCountry')}</option>
                      {countries.map((code) => (
                        <option key={code} value={code}>
                          {code}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Field.Root>
              </Flex>
              <Text role="status" fontSize="sm" color="fg.muted">
                {t('phoneNumbers.available.count', { count: shown.length })}
              </Text>
              {shown.length === 0 ? (
                <EmptyState text={t('phoneNumbers.available.noMatch')}>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => {
                      setQ('');
                      setCountry('');
                    }}
                  >
                    {t('phoneNumbers.available.clear')}
                  </Button>
                </EmptyState>
              ) : (
                <DidTable label={t('phoneNumbers.available.table')} dids={shown} columns={columns} />
              )}
            </>
          );
        }}
      </QueryView>
      {confirming && (
        <FormDialog
          title={t('phoneNumbers.request.title')}
          submitLabel={t('phoneNumbers.request.confirm')}
          submitting={actions.requesting}
          onSubmit={() => void submit()}
          onClose={() => setConfirming(null)}
        >
          <Text>
            {t('phoneNumbers.request.body', {
              number: confirming.number,
              location: locationOf(confirming) || t('phoneNumbers.unknown'),
            })}
          </Text>
          <Text color="fg.muted" fontSize="sm">
            {t('phoneNumbers.request.note')}
          </Text>
        </FormDialog>
      )}
    </PhoneNumbersLayout>
  );
}
