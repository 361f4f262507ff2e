import { Alert, Field, Input, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/errors';
import { FormDialog } from '@/components/form-dialog';
import { notify } from '@/components/toaster';
import { formatCost } from '@/lib/format';
import { formatLocaleNumber } from '@/lib/locale-number';
import type { CardElement, PaymentProvider } from '@/lib/payments/payment-provider';
import {
  currencyDigits,
  formatCharge,
  MAX_AMOUNT,
  MIN_AMOUNT,
  parseAmount,
  type AmountCheck,
} from './billing-model';
import { useAddFunds } from './billing-queries';
import { CardField } from './card-field';

interface AddFundsDialogProps {
  provider: PaymentProvider;
  currency: string;
  onClose: () => void;
}

// The pay button names the amount read from the same text as the amount sent: what it shows is charged.
export function AddFundsDialog({ provider, currency, onClose }: AddFundsDialogProps) {
  const { t, i18n } = useTranslation();
  const addFunds = useAddFunds();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<Exclude<AmountCheck, { amount: number }> | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [card, setCard] = useState<CardElement | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const money = (amount: number) => formatCost(amount, currency, i18n.language);
  const parsed = parseAmount(text, i18n.language, currency);

  const submit = async () => {
    if ('problem' in parsed) {
      setProblem(parsed);
      return;
    }
    if (!card) return;
    setProblem(null);
    setFailure(null);
    setSubmitting(true);
    try {
      const outcome = await addFunds.mutateAsync({ provider, card, amount: parsed.amount, currency });
      if (outcome.kind === 'refused') {
        setFailure(outcome.message || t('billing.addFunds.refused'));
        return;
      }
      notify(
        outcome.record.status === 'pending' ? 'info' : 'success',
        outcome.message ||
          t(outcome.record.status === 'pending' ? 'billing.addFunds.pending' : 'billing.addFunds.done', {
            amount: money(parsed.amount),
          }),
      );
      onClose();
    } catch (error) {
      const message = errorMessage(error, t('billing.addFunds.failed'));
      setFailure(message);
      notify('error', message);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <FormDialog
      title={t('billing.addFunds.title')}
      submitLabel={
        'amount' in parsed
          ? t('billing.addFunds.pay', { amount: formatCharge(parsed.amount, currency, i18n.language) })
          : t('billing.addFunds.submit')
      }
      submitting={submitting}
      onSubmit={() => void submit()}
      onClose={onClose}
      width="32rem"
    >
      <Stack gap="4">
        <Field.Root required invalid={problem !== null}>
          <Field.Label>
            {t('billing.addFunds.amount', { currency })}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input
            inputMode="decimal"
            autoComplete="off"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setProblem(null);
            }}
          />
          {problem ? (
            <Field.ErrorText>
              {t(`billing.addFunds.problem.${problem.problem}`, {
                min: money(MIN_AMOUNT),
                max: money(MAX_AMOUNT),
                example: formatLocaleNumber(49.99, i18n.language, { maxDecimals: currencyDigits(currency) }),
                ...('suggestion' in problem ? { suggestion: problem.suggestion } : {}),
                ...('decimals' in problem ? { count: problem.decimals } : {}),
              })}
            </Field.ErrorText>
          ) : (
            <Field.HelperText>
              {t('billing.addFunds.bounds', { min: money(MIN_AMOUNT), max: money(MAX_AMOUNT) })}
            </Field.HelperText>
          )}
        </Field.Root>
        <CardField provider={provider} onCard={setCard} />
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
