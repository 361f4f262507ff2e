import { Alert, Button, HStack, RadioGroup, Spinner, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/errors';
import { cardExpiry, cardLabel, type Card, type PayWith } from './billing-model';

interface DefaultCardRead {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

interface PayWithFieldProps {
  read: DefaultCardRead;
  /** The default card when it can still be charged. */
  saved: Card | null;
  expired: Card | null;
  value: PayWith | null;
  disabled: boolean;
  onChange: (value: PayWith) => void;
}

export function PayWithField({ read, saved, expired, value, disabled, onChange }: PayWithFieldProps) {
  const { t } = useTranslation();
  if (read.isPending) {
    return (
      <HStack role="status" gap="2" color="fg.muted">
        <Spinner size="xs" />
        <Text fontSize="sm">{t('billing.addFunds.lookingUp')}</Text>
      </HStack>
    );
  }
  if (read.isError) {
    return (
      <Alert.Root status="warning" size="sm">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{errorMessage(read.error, t('billing.addFunds.defaultFailed'))}</Alert.Title>
          <Alert.Description>{t('billing.addFunds.enterCard')}</Alert.Description>
        </Alert.Content>
        <Button size="xs" variant="outline" alignSelf="center" onClick={() => void read.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert.Root>
    );
  }
  if (!saved) {
    return expired ? (
      <Text fontSize="sm">
        {t('billing.addFunds.defaultExpired', { card: cardLabel(expired), expiry: cardExpiry(expired) })}
      </Text>
    ) : null;
  }
  return (
    <RadioGroup.Root
      value={value}
      colorPalette="brand"
      disabled={disabled}
      onValueChange={(details) => {
        if (details.value === 'saved' || details.value === 'new') onChange(details.value);
      }}
    >
      <Stack gap="2">
        <RadioGroup.Label fontWeight="medium">{t('billing.addFunds.payWith')}</RadioGroup.Label>
        <RadioGroup.Item value="saved" alignItems="flex-start">
          <RadioGroup.ItemHiddenInput />
          <RadioGroup.ItemIndicator mt="0.5" />
          <Stack gap="0.5">
            <RadioGroup.ItemText>
              {t('billing.addFunds.savedCard', { card: cardLabel(saved), expiry: cardExpiry(saved) })}
            </RadioGroup.ItemText>
            <Text fontSize="sm" color="fg.muted">
              {saved.holderName}
            </Text>
          </Stack>
        </RadioGroup.Item>
        <RadioGroup.Item value="new">
          <RadioGroup.ItemHiddenInput />
          <RadioGroup.ItemIndicator />
          <RadioGroup.ItemText>{t('billing.addFunds.anotherCard')}</RadioGroup.ItemText>
        </RadioGroup.Item>
      </Stack>
    </RadioGroup.Root>
  );
}
