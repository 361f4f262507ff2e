import { Button, HStack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/form-dialog';
import { rateEntry } from '../registry/rate';
import { useCatalogueList, useDeleteAllRates } from '../catalogue-queries';

export function RateDeleteAll() {
  const { t } = useTranslation();
  const list = useCatalogueList(rateEntry);
  const [confirming, setConfirming] = useState(false);
  const count = list.data?.length ?? 0;
  const removal = useDeleteAllRates(() => setConfirming(false));
  return (
    <HStack justify="flex-end" gap="3" wrap="wrap">
      <Text color="fg.muted" fontSize="sm">
        {t('catalogue.rate.deleteAll.hint')}
      </Text>
      <Button
        variant="outline"
        colorPalette="red"
        disabled={!list.isSuccess || count === 0}
        onClick={() => setConfirming(true)}
      >
        {t('catalogue.rate.deleteAll.button')}
      </Button>
      {confirming && (
        <FormDialog
          destructive
          title={t('catalogue.rate.deleteAll.title')}
          submitLabel={t('catalogue.rate.deleteAll.submit', { count })}
          submitting={removal.isPending}
          onClose={() => setConfirming(false)}
          onSubmit={() => removal.mutate()}
        >
          <Text>{t('catalogue.rate.deleteAll.body', { count })}</Text>
        </FormDialog>
      )}
    </HStack>
  );
}
