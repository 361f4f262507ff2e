import { useTranslation } from 'react-i18next';
import { FormDrawer } from '@/forms/form-drawer';
import { ticketAttachmentForm } from '@/forms/registry.gen';
import { splitFileName, toRenameBody, toRenameForm, type AttachmentRenameForm } from './attachment-model';
import type { TicketAttachment } from './ticket-model';
import { useChangeAttachment } from './tickets-queries';

interface RenameAttachmentDrawerProps {
  ticketId: string;
  attachment: TicketAttachment;
  onClose: () => void;
}

export function RenameAttachmentDrawer({ ticketId, attachment, onClose }: RenameAttachmentDrawerProps) {
  const { t } = useTranslation();
  const change = useChangeAttachment(ticketId);
  const { extension } = splitFileName(attachment.fileName);
  return (
    <FormDrawer<AttachmentRenameForm>
      title={t('tickets.files.rename.title', { name: attachment.fileName })}
      description={
        extension
          ? t('tickets.files.rename.keepsExtension', { extension })
          : t('tickets.files.rename.noExtension')
      }
      idPrefix="ticket-attachment"
      form={ticketAttachmentForm}
      initial={toRenameForm(attachment)}
      submitting={change.isPending}
      submitLabel={t('tickets.files.rename.submit')}
      onClose={onClose}
      onSubmit={(form) => {
        const body = toRenameBody(attachment, form);
        if (!body) onClose();
        else change.mutate({ kind: 'rename', attachment, body }, { onSuccess: onClose });
      }}
    />
  );
}
