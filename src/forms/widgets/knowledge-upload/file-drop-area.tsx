import { Box, HStack, IconButton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useId, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FileTypeIcon, RemoveIcon, UploadIcon } from '@/components/icons/file-icons';
import { fileKindOf } from '@/lib/file-kind';

export interface FileDropAreaProps {
  id: string;
  file: File | undefined;
  onChoose: (files: File[]) => void;
  onRemove: () => void;
  disabled?: boolean;
  labelled?: boolean;
  invalid?: boolean;
  refusal?: string | undefined;
  onBlur?: () => void;
  onFocus?: () => void;
}

// A real, visually hidden file input does the choosing, so the keyboard and screen readers reach it.
export function FileDropArea({
  id,
  file,
  onChoose,
  onRemove,
  disabled = false,
  labelled = false,
  invalid = false,
  refusal,
  onBlur,
  onFocus,
}: FileDropAreaProps) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const textId = useId();
  const hintId = useId();
  const refusalId = useId();
  const described = [labelled ? textId : null, hintId, refusal ? refusalId : null].filter(Boolean).join(' ');

  const onInputChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Let the same file be chosen again after a remove.
    event.target.value = '';
    if (files.length > 0) onChoose(files);
  };
  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    if (disabled) {
      event.dataTransfer.dropEffect = 'none';
      return;
    }
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const files = Array.from(event.dataTransfer.files);
    if (!disabled && files.length > 0) onChoose(files);
  };

  return (
    <Stack gap="3">
      <Box
        data-testid="knowledge-dropzone"
        data-dragging={dragging || undefined}
        borderWidth="2px"
        borderStyle="dashed"
        borderColor={
          invalid ? 'border.error' : dragging ? 'brand.solid' : disabled ? 'border' : 'border.emphasized'
        }
        bg={dragging ? 'brand.subtle' : 'bg.subtle'}
        rounded="l3"
        px="4"
        py="6"
        textAlign="center"
        cursor={disabled ? 'not-allowed' : 'pointer'}
        transition="border-color 0.15s, background-color 0.15s"
        _hover={disabled ? undefined : { borderColor: 'brand.solid' }}
        _focusWithin={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
        onClick={() => {
          if (!disabled) inputRef.current?.click();
        }}
        onDragOver={onDragOver}
        onDragEnter={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <Stack gap="2" align="center">
          <UploadIcon boxSize="8" color="brand.fg" />
          <Text id={textId} fontWeight="medium">
            {t('knowledge.dropzone.text')}
          </Text>
          <Text id={hintId} fontSize="sm" color="fg.muted">
            {t('knowledge.dropzone.hint')}
          </Text>
        </Stack>
        <VisuallyHidden asChild>
          <input
            ref={inputRef}
            id={id}
            type="file"
            disabled={disabled}
            aria-invalid={invalid || undefined}
            aria-labelledby={labelled ? undefined : textId}
            aria-describedby={described}
            onChange={onInputChange}
            onClick={(event) => event.stopPropagation()}
            onBlur={onBlur}
            onFocus={onFocus}
          />
        </VisuallyHidden>
      </Box>
      {refusal && (
        <Text id={refusalId} role="alert" fontSize="sm" color="fg.error">
          {refusal}
        </Text>
      )}
      {file && (
        <HStack
          gap="3"
          borderWidth="1px"
          rounded="l2"
          px="3"
          py="2"
          aria-label={t('knowledge.dropzone.chosen')}
          role="group"
        >
          <FileTypeIcon type={fileKindOf(file.type)} color="fg.muted" />
          <Text flex="1" minW="0" wordBreak="break-all" fontSize="sm">
            {file.name}
          </Text>
          <IconButton
            size="xs"
            variant="ghost"
            aria-label={t('knowledge.dropzone.remove', { name: file.name })}
            disabled={disabled}
            onClick={onRemove}
          >
            <RemoveIcon boxSize="4" />
          </IconButton>
        </HStack>
      )}
    </Stack>
  );
}
