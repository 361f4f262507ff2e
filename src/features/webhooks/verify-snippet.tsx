import { Code, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { VERIFY_SNIPPET } from './webhooks-model';

export function VerifySnippet() {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Stack gap="2" as="section" aria-labelledby={id}>
      <Text id={id} fontWeight="semibold">
        {t('webhooks.verify.title')}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {t('webhooks.verify.intro')}
      </Text>
      <Code
        as="pre"
        display="block"
        whiteSpace="pre"
        overflowX="auto"
        p="3"
        fontSize="xs"
        tabIndex={0}
        aria-label={t('webhooks.verify.codeLabel')}
      >
        {VERIFY_SNIPPET}
      </Code>
    </Stack>
  );
}
