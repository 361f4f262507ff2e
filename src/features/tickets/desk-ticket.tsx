import { Button, Field, Heading, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/errors';
import { FormDialog } from '@/components/form-dialog';
import { OptionSelect } from '@/components/option-select';
import { QueryView } from '@/components/query-states';
import { Conversation } from './conversation';
import { BackButton, TicketHeader } from './ticket-header';
import {
  fillTemplate,
  firstNameOf,
  isTicketStatus,
  TICKET_STATUSES,
  type ReplyTemplate,
  type TicketDetail,
  type TicketStatus,
} from './ticket-model';
import {
  deskTicketQuery,
  replyTemplatesQuery,
  useCreateReplyTemplate,
  useDeskReply,
  useDeskStatus,
} from './tickets-queries';

export function DeskTicket({ ticketId, onBack }: { ticketId: string; onBack: () => void }) {
  const { t } = useTranslation();
  const ticket = useQuery(deskTicketQuery(ticketId));
  return (
    <>
      {!ticket.isSuccess && <BackButton onBack={onBack} />}
      <QueryView query={ticket} errorText={errorMessage(ticket.error, t('tickets.loadTicketError'))}>
        {() => {
          const data = ticket.data?.data;
          if (!data) return null;
          return (
            <Stack gap="5">
              <TicketHeader ticket={data} onBack={onBack} withCompany />
              <StatusChanger key={`${data.id}:${data.status}`} ticket={data} />
              <Stack gap="3">
                <Heading as="h3" size="md">
                  {t('tickets.conversation')}
                </Heading>
                <Conversation ticket={data} messages={Array.isArray(data.messages) ? data.messages : []} />
              </Stack>
              <Stack gap="3">
                <Heading as="h3" size="md">
                  {t('tickets.reply.title')}
                </Heading>
                <DeskReply key={data.id} ticket={data} />
              </Stack>
            </Stack>
          );
        }}
      </QueryView>
    </>
  );
}

function useStatusOptions() {
  const { t } = useTranslation();
  return TICKET_STATUSES.map((status) => ({ id: status, name: t(`tickets.status.${status}`) }));
}

function StatusChanger({ ticket }: { ticket: TicketDetail }) {
  const { t } = useTranslation();
  const options = useStatusOptions();
  const change = useDeskStatus();
  const [status, setStatus] = useState<string>(isTicketStatus(ticket.status) ? ticket.status : '');
  return (
    <HStack
      as="form"
      gap="3"
      align="end"
      wrap="wrap"
      onSubmit={(event) => {
        event.preventDefault();
        if (isTicketStatus(status)) change.mutate({ ticketId: ticket.id, status });
      }}
    >
      <Field.Root maxW="16rem">
        <Field.Label>{t('tickets.desk.status')}</Field.Label>
        <OptionSelect
          options={options}
          value={status}
          placeholder={isTicketStatus(ticket.status) ? undefined : t('tickets.desk.chooseStatus')}
          onChange={setStatus}
          disabled={change.isPending}
        />
      </Field.Root>
      <Button
        type="submit"
        variant="outline"
        loading={change.isPending}
        loadingText={t('tickets.desk.changeStatus')}
        disabled={!isTicketStatus(status) || status === ticket.status}
      >
        {t('tickets.desk.changeStatus')}
      </Button>
    </HStack>
  );
}

function DeskReply({ ticket }: { ticket: TicketDetail }) {
  const { t } = useTranslation();
  const templates = useQuery(replyTemplatesQuery());
  const list: ReplyTemplate[] = Array.isArray(templates.data?.data) ? templates.data.data : [];
  const options = useStatusOptions();
  const reply = useDeskReply();
  const saveTemplate = useCreateReplyTemplate();
  const [templateId, setTemplateId] = useState('');
  const [body, setBody] = useState('');
  const [after, setAfter] = useState<TicketStatus>('waiting_on_customer');
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const [title, setTitle] = useState('');
  const [titleTried, setTitleTried] = useState(false);
  const empty = body.trim() === '';

  const pick = (id: string) => {
    setTemplateId(id);
    const template = list.find((item) => item.id === id);
    if (template)
      setBody(
        fillTemplate(template.body, {
          firstName: firstNameOf(ticket.createdByName),
          ticketNumber: ticket.number,
        }),
      );
  };

  // The dialog is outside the reply form: a submit inside a portal still bubbles to the form around it.
  return (
    <>
      <Stack
        as="form"
        gap="3"
        aria-label={t('tickets.reply.title')}
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (empty) return;
          reply.mutate(
            { ticketId: ticket.id, body: body.trim(), status: after, ...(templateId ? { templateId } : {}) },
            {
              onSuccess: () => {
                setBody('');
                setTemplateId('');
                setTried(false);
              },
            },
          );
        }}
      >
        <Field.Root maxW="24rem" disabled={reply.isPending}>
          <Field.Label>{t('tickets.desk.template')}</Field.Label>
          <OptionSelect
            options={list.map((item) => ({ id: item.id, name: item.title }))}
            value={templateId}
            placeholder={
              templates.isPending
                ? t('common.loading')
                : templates.isError
                  ? t('tickets.desk.templatesError')
                  : t('tickets.desk.noTemplate')
            }
            onChange={pick}
          />
        </Field.Root>
        <Field.Root invalid={tried && empty} disabled={reply.isPending}>
          <Field.Label>{t('tickets.reply.label')}</Field.Label>
          <Textarea
            rows={6}
            value={body}
            maxLength={10000}
            onChange={(event) => setBody(event.target.value)}
          />
          <Field.HelperText>{t('tickets.desk.placeholders')}</Field.HelperText>
          <Field.ErrorText>{t('tickets.reply.required')}</Field.ErrorText>
        </Field.Root>
        <HStack gap="3" align="end" wrap="wrap" justify="space-between">
          <Field.Root maxW="16rem" disabled={reply.isPending}>
            <Field.Label>{t('tickets.desk.statusAfter')}</Field.Label>
            <OptionSelect
              options={options}
              value={after}
              onChange={(value) => {
                if (isTicketStatus(value)) setAfter(value);
              }}
            />
          </Field.Root>
          <HStack gap="2">
            <Button type="button" variant="outline" disabled={empty} onClick={() => setSaving(true)}>
              {t('tickets.desk.saveTemplate')}
            </Button>
            <Button
              type="submit"
              colorPalette="brand"
              loading={reply.isPending}
              loadingText={t('tickets.reply.send')}
            >
              {t('tickets.reply.send')}
            </Button>
          </HStack>
        </HStack>
      </Stack>
      {saving && (
        <FormDialog
          title={t('tickets.desk.saveTemplateTitle')}
          submitLabel={t('tickets.desk.saveTemplateSubmit')}
          submitting={saveTemplate.isPending}
          onClose={() => setSaving(false)}
          onSubmit={() => {
            setTitleTried(true);
            if (title.trim() === '') return;
            saveTemplate.mutate(
              { title: title.trim(), body: body.trim() },
              {
                onSuccess: ({ template }) => {
                  setSaving(false);
                  setTitle('');
                  setTitleTried(false);
                  setTemplateId(template.id);
                },
              },
            );
          }}
        >
          <Stack gap="3">
            <Field.Root invalid={titleTried && title.trim() === ''}>
              <Field.Label>{t('tickets.desk.templateTitle')}</Field.Label>
              <Input
                value={title}
                maxLength={120}
                autoComplete="off"
                onChange={(event) => setTitle(event.target.value)}
              />
              <Field.ErrorText>{t('tickets.desk.templateTitleRequired')}</Field.ErrorText>
            </Field.Root>
            <Text fontSize="sm" color="fg.muted">
              {t('tickets.desk.templateBodyNote')}
            </Text>
          </Stack>
        </FormDialog>
      )}
    </>
  );
}
