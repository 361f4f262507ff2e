import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { env } from '@/config/env';
import { loadPaymentProvider } from '@/lib/payments/payment-provider';

export function usePaymentProvider() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['payment-provider', env.paymentMode],
    queryFn: () =>
      loadPaymentProvider({
        mode: env.paymentMode,
        scriptUrl: env.paymentProviderScript,
        publishableKey: env.paymentPublishableKey,
        locale: i18n.language,
      }),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
}
