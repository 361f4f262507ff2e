import { Box, Text, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ChatBubble as Bubble } from './chat-machine';
import { formatChatTime } from './format-chat-time';

export function ChatBubble({ message }: { message: Bubble }) {
  const { t, i18n } = useTranslation();
  const mine = message.role === 'user';
  const time = formatChatTime(message.timestamp, i18n.language);
  return (
    <Box
      as="li"
      data-role={message.role}
      data-failed={message.failed || undefined}
      alignSelf={mine ? 'flex-end' : 'flex-start'}
      maxW="85%"
      listStyleType="none"
    >
      <Box
        px="3"
        py="2"
        rounded="l3"
        roundedBottomRight={mine ? 'l1' : undefined}
        roundedBottomLeft={mine ? undefined : 'l1'}
        bg={mine ? 'brand.solid' : message.failed ? 'red.subtle' : 'bg.muted'}
        color={mine ? 'brand.contrast' : message.failed ? 'red.fg' : 'fg'}
      >
        <VisuallyHidden>{mine ? t('chatTest.you') : t('chatTest.agent')}: </VisuallyHidden>
        <Text whiteSpace="pre-wrap" overflowWrap="anywhere" fontSize="sm">
          {message.failed ? t('chatTest.replyFailed') : message.content}
        </Text>
      </Box>
      {time && (
        <Text
          asChild
          display="block"
          fontSize="xs"
          color="fg.muted"
          mt="1"
          textAlign={mine ? 'end' : 'start'}
        >
          <time dateTime={message.timestamp}>{time}</time>
        </Text>
      )}
    </Box>
  );
}
