import { HStack, Separator, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export function OrDivider() {
  const { t } = useTranslation();
  return (
    <HStack gap="3" aria-hidden="true">
      <Separator flex="1" />
      <Text fontSize="sm" color="fg.muted">
        {t('auth.divider')}
      </Text>
      <Separator flex="1" />
    </HStack>
  );
}
