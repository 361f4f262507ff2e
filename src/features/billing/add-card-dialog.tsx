import { Alert, Checkbox, Field, Input, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/errors';
import { FormDialog } from '@/components/form-dialog';
import type { CardElement, PaymentProvider } from '@/lib/payments/payment-provider';
import { useUser } from '@/lib/session/session-store';
import { useAddCard } from './billing-queries';
import { CardField } from './card-field';

interface AddCardDialogProps {
  provider: PaymentProvider;
  /** The company's first card becomes the default whatever is ticked (contract). */
  first: boolean;
  onClose: () => void;
}

export function AddCardDialog({ provider, first, onClose }: AddCardDialogProps) {
  const { t } = useTranslation();
  const user = useUser();
  const addCard = useAddCard();
  const [holderName, setHolderName] = useState(`${user.firstName} ${user.lastName}`.trim());
  const [setAsDefault, setSetAsDefault] = useState(first);
  const [card, setCard] = useState<CardElement | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async () => {
    if (!card) return;
    setFailure(null);
    setSubmitting(true);
    try {
      const method = await provider.createPaymentMethod(card, { holderName: holderName.trim() });
      if ('error' in method) {
        setFailure(method.error || t('billing.cards.failed.add'));
        return;
      }
      await addCard.mutateAsync({
        paymentMethodId: method.id,
        holderName,
        setAsDefault: first || setAsDefault,
      });
      onClose();
    } catch (error) {
      setFailure(errorMessage(error, t('billing.cards.failed.add')));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <FormDialog
      title={t('billing.cards.addTitle')}
      submitLabel={t('billing.cards.addSubmit')}
      submitting={submitting}
      onSubmit={() => void submit()}
      onClose={onClose}
      width="32rem"
    >
      <Stack gap="4">
        <Field.Root>
          <Field.Label>{t('billing.cards.holder')}</Field.Label>
          <Input
            autoComplete="cc-name"
            maxLength={120}
            value={holderName}
            onChange={(event) => setHolderName(event.target.value)}
          />
        </Field.Root>
        <CardField provider={provider} onCard={setCard} />
        <Checkbox.Root
          checked={first || setAsDefault}
          disabled={first}
          onCheckedChange={(details) => setSetAsDefault(details.checked === true)}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('billing.cards.setAsDefault')}</Checkbox.Label>
        </Checkbox.Root>
        {failure && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{failure}</Alert.Title>
          </Alert.Root>
        )}
      </Stack>
    </FormDialog>
  );
}
