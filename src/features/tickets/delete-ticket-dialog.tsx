import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/form-dialog';
import type { Ticket } from './ticket-model';
import { useDeleteTicket } from './tickets-queries';

interface DeleteTicketDialogProps {
  ticket: Pick<Ticket, 'id' | 'number' | 'subject' | 'messagesCount'>;
  onClose: () => void;
  onDeleted: () => void;
}

export function DeleteTicketDialog({ ticket, onClose, onDeleted }: DeleteTicketDialogProps) {
  const { t } = useTranslation();
  const remove = useDeleteTicket(ticket, onDeleted);
  return (
    <FormDialog
      destructive
      title={t('tickets.deleteTitle', { number: ticket.number })}
      submitLabel={t('tickets.delete')}
      submitting={remove.isPending}
      onSubmit={() => remove.mutate()}
      onClose={onClose}
    >
      <Text wordBreak="break-word">
        {t('tickets.deleteBody', { subject: ticket.subject, count: ticket.messagesCount })}
      </Text>
    </FormDialog>
  );
}
