import { Box, HStack, Spinner, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatBubble } from './chat-bubble';
import type { ChatBubble as Bubble } from './chat-machine';

interface Props {
  messages: readonly Bubble[];
  waiting: boolean;
}

export function ChatMessages({ messages, waiting }: Props) {
  const { t } = useTranslation();
  const area = useRef<HTMLDivElement>(null);
  const last = messages.at(-1);

  useLayoutEffect(() => {
    const element = area.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [messages.length, waiting]);

  const reply = last?.role === 'agent' ? (last.failed ? t('chatTest.replyFailed') : last.content) : '';

  return (
    <>
      <Box
        ref={area}
        maxH="300px"
        overflowY="auto"
        tabIndex={0}
        role="region"
        aria-label={t('chatTest.conversation')}
        data-testid="chat-messages"
        borderWidth="1px"
        rounded="l2"
        p="3"
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
      >
        {messages.length === 0 && !waiting ? (
          <Text fontSize="sm" color="fg.muted" textAlign="center" py="4">
            {t('chatTest.empty')}
          </Text>
        ) : (
          <Stack as="ol" gap="3" m="0" p="0">
            {messages.map((message, index) => (
              // Messages are only ever appended, so the position is a stable key.
              <ChatBubble key={index} message={message} />
            ))}
          </Stack>
        )}
        {waiting && (
          <HStack gap="2" mt="3" color="fg.muted" fontSize="sm">
            <Spinner size="xs" />
            <Text>{t('chatTest.waiting')}</Text>
          </HStack>
        )}
      </Box>
      <VisuallyHidden aria-live="polite" data-testid="chat-live">
        {reply ? t('chatTest.newReply', { text: reply }) : ''}
      </VisuallyHidden>
    </>
  );
}
