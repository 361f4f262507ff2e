import {
  Box,
  Button,
  CloseButton,
  Field,
  HStack,
  Spinner,
  Stack,
  Text,
  Textarea,
  VisuallyHidden,
} from '@chakra-ui/react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ATTACHMENT_ACCEPT,
  attachmentProblem,
  formatSize,
  MAX_ATTACHMENTS,
  type TicketAttachment,
} from './ticket-model';
import { useSendMessage, useUploadAttachment } from './tickets-queries';

interface Chosen {
  key: string;
  name: string;
  size: number;
  state: 'uploading' | 'done' | 'failed';
  attachment?: TicketAttachment;
}

let nextKey = 0;

export function ReplyComposer({ ticketId }: { ticketId: string }) {
  const { t, i18n } = useTranslation();
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<Chosen[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const [tried, setTried] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadAttachment();
  const send = useSendMessage();
  const hintId = useId();
  const uploading = files.some((file) => file.state === 'uploading');
  const kept = files.filter((file) => file.state !== 'failed');
  const empty = body.trim() === '';

  const choose = async (list: readonly File[]) => {
    const found: string[] = [];
    let count = kept.length;
    const accepted: { file: File; chosen: Chosen }[] = [];
    for (const file of list) {
      // Reads the file's first bytes: what it is decides, not its name.
      const problem = await attachmentProblem(file, count);
      if (problem) {
        found.push(t(`tickets.attach.${problem}`, { name: file.name, max: MAX_ATTACHMENTS }));
        continue;
      }
      count += 1;
      nextKey += 1;
      accepted.push({
        file,
        chosen: { key: `f${nextKey}`, name: file.name, size: file.size, state: 'uploading' },
      });
    }
    setProblems(found);
    setFiles((current) => [
      ...current.filter((file) => file.state !== 'failed'),
      ...accepted.map((a) => a.chosen),
    ]);
    for (const { file, chosen } of accepted) {
      upload.mutate(
        { ticketId, file },
        {
          onSuccess: (attachment) =>
            setFiles((current) =>
              current.map((item) =>
                item.key === chosen.key ? { ...item, state: 'done', attachment } : item,
              ),
            ),
          onError: () =>
            setFiles((current) =>
              current.map((item) => (item.key === chosen.key ? { ...item, state: 'failed' } : item)),
            ),
        },
      );
    }
  };

  const submit = () => {
    setTried(true);
    if (empty || uploading) return;
    const attachments = files.flatMap((file) =>
      file.state === 'done' && file.attachment ? [file.attachment.id] : [],
    );
    send.mutate(
      { ticketId, body: body.trim(), attachments },
      {
        onSuccess: () => {
          setBody('');
          setFiles([]);
          setProblems([]);
          setTried(false);
        },
      },
    );
  };

  return (
    <Stack
      as="form"
      gap="3"
      aria-label={t('tickets.reply.title')}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Field.Root invalid={tried && empty} disabled={send.isPending}>
        <Field.Label>{t('tickets.reply.label')}</Field.Label>
        <Textarea rows={4} value={body} maxLength={10000} onChange={(event) => setBody(event.target.value)} />
        <Field.ErrorText>{t('tickets.reply.required')}</Field.ErrorText>
      </Field.Root>
      <Stack gap="2">
        <HStack gap="3" wrap="wrap">
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={send.isPending || kept.length >= MAX_ATTACHMENTS}
            aria-describedby={hintId}
            onClick={() => input.current?.click()}
          >
            {t('tickets.attach.button')}
          </Button>
          <Text id={hintId} fontSize="sm" color="fg.muted">
            {t('tickets.attach.hint', { max: MAX_ATTACHMENTS })}
          </Text>
          <VisuallyHidden>
            <input
              ref={input}
              type="file"
              multiple
              accept={ATTACHMENT_ACCEPT}
              tabIndex={-1}
              aria-label={t('tickets.attach.button')}
              onChange={(event) => {
                const list = Array.from(event.target.files ?? []);
                // The same file can be chosen again after a remove.
                event.target.value = '';
                void choose(list);
              }}
            />
          </VisuallyHidden>
        </HStack>
        {problems.length > 0 && (
          <Box role="alert">
            {problems.map((problem) => (
              <Text key={problem} fontSize="sm" color="fg.error">
                {problem}
              </Text>
            ))}
          </Box>
        )}
        {files.length > 0 && (
          <Stack as="ul" gap="1" aria-label={t('tickets.attach.chosen')} aria-live="polite">
            {files.map((file) => (
              <HStack as="li" key={file.key} gap="2" fontSize="sm" listStyleType="none">
                {file.state === 'uploading' && <Spinner size="xs" />}
                <Text wordBreak="break-all">{file.name}</Text>
                <Text color="fg.muted">{formatSize(file.size, i18n.language)}</Text>
                <Text color={file.state === 'failed' ? 'fg.error' : 'fg.muted'}>
                  {t(`tickets.attach.state.${file.state}`)}
                </Text>
                <CloseButton
                  size="2xs"
                  aria-label={t('tickets.attach.remove', { name: file.name })}
                  disabled={send.isPending}
                  onClick={() => setFiles((current) => current.filter((item) => item.key !== file.key))}
                />
              </HStack>
            ))}
          </Stack>
        )}
      </Stack>
      <HStack justify="end">
        <Button
          type="submit"
          colorPalette="brand"
          loading={send.isPending}
          loadingText={uploading ? t('tickets.attach.waiting') : t('tickets.reply.send')}
          disabled={uploading}
        >
          {uploading ? t('tickets.attach.waiting') : t('tickets.reply.send')}
        </Button>
      </HStack>
    </Stack>
  );
}
