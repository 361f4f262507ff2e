import { Alert, Field, Input, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/errors';
import { FormDialog } from '@/components/form-dialog';
import { notify } from '@/components/toaster';
import { formatCost } from '@/lib/format';
import { formatLocaleNumber } from '@/lib/locale-number';
import type { CardElement, PaymentProvider } from '@/lib/payments/payment-provider';
import {
  cardLabel,
  currencyDigits,
  formatCharge,
  MAX_AMOUNT,
  MIN_AMOUNT,
  parseAmount,
  payableCard,
  payMethod,
  type AmountCheck,
  type PayWith,
} from './billing-model';
import { defaultCardQuery, useAddFunds, type FundsPayment } from './billing-queries';
import { CardField } from './card-field';
import { PayWithField } from './pay-with-field';

interface AddFundsDialogProps {
  provider: PaymentProvider;
  currency: string;
  onClose: () => void;
}

// The pay button names the amount read from the same text as the amount sent, and the line above it the
// card: what they show is what is charged.
export function AddFundsDialog({ provider, currency, onClose }: AddFundsDialogProps) {
  const { t, i18n } = useTranslation();
  const addFunds = useAddFunds();
  const defaultCard = useQuery(defaultCardQuery());
  const [choice, setChoice] = useState<PayWith | null>(null);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<Exclude<AmountCheck, { amount: number }> | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [card, setCard] = useState<CardElement | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const money = (amount: number) => formatCost(amount, currency, i18n.language);
  const parsed = parseAmount(text, i18n.language, currency);
  const current = defaultCard.data?.data ?? null;
  const saved = payableCard(current);
  const method = payMethod(defaultCard.isPending, saved, choice);

  const payment = (amount: number): FundsPayment | null => {
    if (method === 'saved' && saved) return { with: 'saved', saved, amount, currency };
    return method === 'new' && card ? { with: 'new', provider, card, amount, currency } : null;
  };

  const submit = async () => {
    if ('problem' in parsed) {
      setProblem(parsed);
      return;
    }
    const chosen = payment(parsed.amount);
    if (!chosen) return;
    setProblem(null);
    setFailure(null);
    setSubmitting(true);
    try {
      const outcome = await addFunds.mutateAsync(chosen);
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
      setFailure(errorMessage(error, t('billing.addFunds.failed')));
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
            disabled={submitting}
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
        <PayWithField
          read={defaultCard}
          saved={saved}
          expired={saved ? null : current}
          value={method}
          disabled={submitting}
          onChange={setChoice}
        />
        {method === 'new' && <CardField provider={provider} onCard={setCard} />}
        {'amount' in parsed && method && (
          <Text data-testid="add-funds-summary">
            {method === 'saved' && saved
              ? t('billing.addFunds.chargeSaved', {
                  amount: formatCharge(parsed.amount, currency, i18n.language),
                  card: cardLabel(saved),
                })
              : t('billing.addFunds.chargeNew', {
                  amount: formatCharge(parsed.amount, currency, i18n.language),
                })}
          </Text>
        )}
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
