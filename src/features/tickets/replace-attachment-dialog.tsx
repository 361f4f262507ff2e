import { Field, Input, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/form-dialog';
import { replacementName } from './attachment-model';
import { ATTACHMENT_ACCEPT, attachmentProblem, formatSize, type TicketAttachment } from './ticket-model';
import { useChangeAttachment } from './tickets-queries';

interface ReplaceAttachmentDialogProps {
  ticketId: string;
  attachment: TicketAttachment;
  onClose: () => void;
}

export function ReplaceAttachmentDialog({ ticketId, attachment, onClose }: ReplaceAttachmentDialogProps) {
  const { t, i18n } = useTranslation();
  const change = useChangeAttachment(ticketId);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // Reading a file takes a moment: only the latest choice counts.
  const latest = useRef(0);
  const resultName = file ? replacementName(attachment.fileName, file.name) : null;

  const choose = async (chosen: File | undefined) => {
    latest.current += 1;
    const choice = latest.current;
    setFile(null);
    if (!chosen) return;
    const found = await attachmentProblem(chosen);
    if (choice !== latest.current) return;
    setProblem(found ? t(`tickets.attach.${found}`, { name: chosen.name }) : null);
    if (!found) setFile(chosen);
  };

  return (
    <FormDialog
      title={t('tickets.files.replace.title', { name: attachment.fileName })}
      submitLabel={t('tickets.files.replace.submit')}
      submitting={change.isPending}
      dirty={file !== null}
      onClose={onClose}
      onSubmit={() => {
        if (!file || !resultName) {
          setProblem((current) => current ?? t('tickets.files.replace.required'));
          return;
        }
        change.mutate({ kind: 'replace', attachment, file, fileName: resultName }, { onSuccess: onClose });
      }}
    >
      <Field.Root required invalid={problem !== null} disabled={change.isPending}>
        <Field.Label>
          {t('tickets.files.replace.file')}
          <Field.RequiredIndicator />
        </Field.Label>
        <Input
          type="file"
          p="1"
          accept={ATTACHMENT_ACCEPT}
          onChange={(event) => void choose(event.target.files?.[0])}
        />
        {problem ? (
          <Field.ErrorText>{problem}</Field.ErrorText>
        ) : (
          <Field.HelperText>{t('tickets.files.replace.hint')}</Field.HelperText>
        )}
      </Field.Root>
      <Text aria-live="polite" wordBreak="break-word">
        {file && resultName
          ? t(
              resultName === attachment.fileName
                ? 'tickets.files.replace.keeps'
                : 'tickets.files.replace.renames',
              {
                name: attachment.fileName,
                file: file.name,
                size: formatSize(file.size, i18n.language),
                result: resultName,
              },
            )
          : null}
      </Text>
    </FormDialog>
  );
}
