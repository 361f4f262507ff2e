import { Badge, Box, HStack, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadedFileHref } from '@/api/uploaded-file';
import { notify } from '@/components/toaster';
import { env } from '@/config/env';
import { formatDateTime } from '@/lib/format';
import { downloadAttachment } from './attachment-download';
import {
  formatSize,
  messagesOldestFirst,
  type Ticket,
  type TicketAttachment,
  type TicketMessage,
} from './ticket-model';

/** The link keeps its address, so that "Save link as" works too (see downloadAttachment). */
export function AttachmentLink({ attachment }: { attachment: TicketAttachment }) {
  const { t, i18n } = useTranslation();
  const [saving, setSaving] = useState(false);
  const href = uploadedFileHref(attachment.url, env.apiBaseUrl);
  const save = async () => {
    if (!href || saving) return;
    setSaving(true);
    try {
      await downloadAttachment(href, attachment.fileName);
    } catch (error) {
      console.error('Downloading the attachment failed', error);
      notify('error', t('tickets.downloadFailed', { name: attachment.fileName }));
    } finally {
      setSaving(false);
    }
  };
  return (
    <HStack gap="2" fontSize="sm">
      <Link
        href={href ?? undefined}
        download={attachment.fileName}
        aria-busy={saving || undefined}
        colorPalette="brand"
        wordBreak="break-all"
        onClick={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        {attachment.fileName}
      </Link>
      <Text color="fg.muted" flexShrink={0}>
        {formatSize(attachment.size, i18n.language)}
      </Text>
      {saving && <Spinner size="xs" />}
      <Text srOnly>{t('tickets.download')}</Text>
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
