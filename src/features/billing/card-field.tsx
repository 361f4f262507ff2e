import { Box, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardElement, CardTexts, PaymentProvider } from '@/lib/payments/payment-provider';

interface CardFieldProps {
  provider: PaymentProvider;
  /** Keep it stable (a state setter). */
  onCard: (card: CardElement | null) => void;
}

export function CardField({ provider, onCard }: CardFieldProps) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!container.current) return;
    const texts: CardTexts = {
      number: t('billing.card.number'),
      expiry: t('billing.card.expiry'),
      cvc: t('billing.card.cvc'),
      incompleteNumber: t('billing.card.incompleteNumber'),
      invalidNumber: t('billing.card.invalidNumber'),
      incompleteExpiry: t('billing.card.incompleteExpiry'),
      pastExpiry: t('billing.card.pastExpiry'),
      incompleteCvc: t('billing.card.incompleteCvc'),
      declined: t('billing.card.declined'),
      insufficientFunds: t('billing.card.insufficientFunds'),
    };
    const card = provider.mountCard(container.current, { texts });
    onCard(card);
    return () => {
      card.destroy();
      onCard(null);
    };
  }, [provider, onCard, t]);
  return (
    <Box role="group" aria-label={t('billing.card.group')}>
      <div ref={container} />
      {provider.kind === 'mock' && (
        <Text fontSize="xs" color="fg.muted" mt="2">
          {t('billing.card.mockHint')}
        </Text>
      )}
    </Box>
  );
}
