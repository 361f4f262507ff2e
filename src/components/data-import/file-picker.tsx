import { Box, Field, Text, chakra } from '@chakra-ui/react';
import { useId, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { tabularAccept } from '@/lib/tabular/read-file';

export interface FilePickerProps {
  onFile: (file: File) => void;
  disabled?: boolean;
  status?: string;
}

export function FilePicker({ onFile, disabled = false, status }: FilePickerProps) {
  const { t } = useTranslation();
  const [over, setOver] = useState(false);
  const inputId = useId();
  const hintId = useId();
  const statusId = useId();
  const take = (files: FileList | null) => {
    const file = files?.[0];
    if (file) onFile(file);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!disabled) take(event.dataTransfer.files);
  };
  return (
    <Box
      data-testid="data-import-drop"
      borderWidth="2px"
      borderStyle="dashed"
      borderColor={over ? 'colorPalette.solid' : 'border'}
      colorPalette="brand"
      bg={over ? 'colorPalette.subtle' : undefined}
      borderRadius="md"
      p="4"
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => {
        setOver(false);
      }}
      onDrop={onDrop}
    >
      <Field.Root disabled={disabled}>
        <Field.Label htmlFor={inputId}>{t('dataImport.fileLabel')}</Field.Label>
        <chakra.input
          id={inputId}
          type="file"
          accept={tabularAccept}
          disabled={disabled}
          aria-describedby={status ? `${hintId} ${statusId}` : hintId}
          fontSize="sm"
          maxW="full"
          onChange={(event) => {
            take(event.currentTarget.files);
            // Choosing the same file again (after fixing it) reads it again.
            event.currentTarget.value = '';
          }}
        />
        <Field.HelperText id={hintId}>
          {over ? t('dataImport.dropHere') : t('dataImport.fileHint')}
        </Field.HelperText>
      </Field.Root>
      {status && (
        <Text id={statusId} mt="2" fontSize="sm" fontWeight="medium">
          {status}
        </Text>
      )}
    </Box>
  );
}
