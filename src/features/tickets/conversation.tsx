import { Badge, Box, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { env } from '@/config/env';
import { formatDateTime } from '@/lib/format';
import {
  formatSize,
  messagesOldestFirst,
  type Ticket,
  type TicketAttachment,
  type TicketMessage,
} from './ticket-model';

/** A link to an attachment (its url is relative to the API's address), with its size. */
export function AttachmentLink({ attachment }: { attachment: TicketAttachment }) {
  const { t, i18n } = useTranslation();
  const href =
    typeof attachment.url === 'string' && attachment.url.startsWith('/')
      ? `${env.apiBaseUrl}${attachment.url}`
      : undefined;
  return (
    <HStack gap="2" fontSize="sm">
      <Link href={href} target="_blank" rel="noopener noreferrer" colorPalette="brand" wordBreak="break-all">
        {attachment.fileName}
      </Link>
      <Text color="fg.muted" flexShrink={0}>
        {formatSize(attachment.size, i18n.language)}
      </Text>
      <Text srOnly>{t('tickets.newTab')}</Text>
    </HStack>
  );
}

interface EntryProps {
  author: string;
  support: boolean;
  at: string;
  body: string;
  attachments: readonly TicketAttachment[];
  unread: boolean;
}

function Entry({ author, support, at, body, attachments, unread }: EntryProps) {
  const { t, i18n } = useTranslation();
  return (
    <Box
      as="li"
      listStyleType="none"
      borderWidth="1px"
      borderRadius="md"
      p="4"
      bg={support ? 'bg.muted' : undefined}
      aria-label={t('tickets.messageBy', { name: author })}
    >
      <HStack gap="2" wrap="wrap" mb="2">
        <Text fontWeight="semibold">{author}</Text>
        {support && (
          <Badge colorPalette="brand" variant="subtle">
            {t('tickets.support')}
          </Badge>
        )}
        {unread && (
          <Badge colorPalette="red" variant="solid">
            {t('tickets.new')}
          </Badge>
        )}
        <Text fontSize="sm" color="fg.muted">
          <time dateTime={at}>{formatDateTime(at, i18n.language)}</time>
        </Text>
      </HStack>
      <Text whiteSpace="pre-wrap" wordBreak="break-word">
        {body}
      </Text>
      {attachments.length > 0 && (
        <Stack as="ul" gap="1" mt="3" aria-label={t('tickets.attachments')}>
          {attachments.map((attachment) => (
            <Box as="li" listStyleType="none" key={attachment.id}>
              <AttachmentLink attachment={attachment} />
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}

/**
 * A ticket's conversation: the customer's opening description, then the messages oldest first,
 * each with its author, time and files. Every text is the server's, shown as text.
 */
export function Conversation({ ticket, messages }: { ticket: Ticket; messages: readonly TicketMessage[] }) {
  const { t } = useTranslation();
  const ordered = messagesOldestFirst(messages);
  return (
    <Stack as="ol" gap="3" aria-label={t('tickets.conversation')} p="0" m="0">
      <Entry
        author={ticket.createdByName}
        support={false}
        at={ticket.createdAt}
        body={ticket.description}
        attachments={[]}
        unread={false}
      />
      {ordered.map((message) => (
        <Entry
          key={message.id}
          author={message.author.name}
          support={message.author.role === 'support'}
          at={message.createdAt}
          body={message.body}
          attachments={Array.isArray(message.attachments) ? message.attachments : []}
          unread={!message.read}
        />
      ))}
    </Stack>
  );
}
