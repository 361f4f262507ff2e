import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InfoDialog } from '@/components/info-dialog';

interface NewKeyDialogProps {
  name: string;
  secret: string;
  onClose: () => void;
}

type CopyState = 'idle' | 'copied' | 'failed';

export function NewKeyDialog({ name, secret, onClose }: NewKeyDialogProps) {
  const { t } = useTranslation();
  const [copy, setCopy] = useState<CopyState>('idle');
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );
  const copyKey = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      if (mounted.current) setCopy('copied');
    } catch {
      if (mounted.current) setCopy('failed');
    }
  };
  return (
    <InfoDialog
      title={t('apiKeys.created.title')}
      size="md"
      onClose={onClose}
      footer={
        <Button colorPalette="brand" onClick={onClose}>
          {t('apiKeys.created.done')}
        </Button>
      }
    >
      <Stack gap="4">
        <Text wordBreak="break-word">{t('apiKeys.created.intro', { name })}</Text>
        <Text
          role="note"
          fontWeight="semibold"
          bg="orange.subtle"
          borderWidth="1px"
          borderColor="orange.muted"
          borderRadius="md"
          px="3"
          py="2"
        >
          {t('apiKeys.created.warning')}
        </Text>
        <HStack gap="2" align="stretch">
          <Input
            readOnly
            value={secret}
            aria-label={t('apiKeys.created.keyLabel')}
            fontFamily="mono"
            fontSize="sm"
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button variant="outline" onClick={() => void copyKey()}>
            {t('apiKeys.created.copy')}
          </Button>
        </HStack>
        <Text
          role="status"
          aria-live="polite"
          fontSize="sm"
          color={copy === 'failed' ? 'fg.error' : undefined}
          minH="5"
        >
          {copy === 'copied'
            ? t('apiKeys.created.copied')
            : copy === 'failed'
              ? t('apiKeys.created.copyFailed')
              : ''}
        </Text>
      </Stack>
    </InfoDialog>
  );
}
