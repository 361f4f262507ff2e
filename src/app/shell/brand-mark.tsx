import { Flex, Image, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

export function BrandMark() {
  const { t } = useTranslation();
  return (
    <Flex asChild align="center" gap="2" px="2" py="1" borderRadius="md" focusRing="outside">
      <Link to="/dashboard" activeProps={{}}>
        <Image src="/favicon.svg" alt="" boxSize="8" />
        <Text fontWeight="bold" fontSize="md" lineClamp={1}>
          {t('app.name')}
        </Text>
      </Link>
    </Flex>
  );
}
