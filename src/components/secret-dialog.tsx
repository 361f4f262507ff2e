import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { InfoDialog } from './info-dialog';

export interface SecretDialogTexts {
  title: string;
  intro: string;
  warning: string;
  label: string;
  copy: string;
  copied: string;
  copyFailed: string;
  done: string;
}

interface SecretDialogProps {
  texts: SecretDialogTexts;
  secret: string;
  onClose: () => void;
  children?: ReactNode;
}

type CopyState = 'idle' | 'copied' | 'failed';

// A secret the server answers once (an API key, a webhook's signing secret): shown with a copy
// control and a warning, and kept nowhere once the dialog closes.
export function SecretDialog({ texts, secret, onClose, children }: SecretDialogProps) {
  const [copy, setCopy] = useState<CopyState>('idle');
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );
  const copySecret = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      if (mounted.current) setCopy('copied');
    } catch {
      if (mounted.current) setCopy('failed');
    }
  };
  return (
    <InfoDialog
      title={texts.title}
      size={children ? 'lg' : 'md'}
      onClose={onClose}
      footer={
        <Button colorPalette="brand" onClick={onClose}>
          {texts.done}
        </Button>
      }
    >
      <Stack gap="4">
        <Text wordBreak="break-word">{texts.intro}</Text>
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
          {texts.warning}
        </Text>
        <HStack gap="2" align="stretch">
          <Input
            readOnly
            value={secret}
            aria-label={texts.label}
            fontFamily="mono"
            fontSize="sm"
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button variant="outline" onClick={() => void copySecret()}>
            {texts.copy}
          </Button>
        </HStack>
        <Text
          role="status"
          aria-live="polite"
          fontSize="sm"
          color={copy === 'failed' ? 'fg.error' : undefined}
          minH="5"
        >
          {copy === 'copied' ? texts.copied : copy === 'failed' ? texts.copyFailed : ''}
        </Text>
        {children}
      </Stack>
    </InfoDialog>
  );
}
