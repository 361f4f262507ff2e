import type { WidgetProps } from '@rjsf/utils';
import { FileDropArea } from './file-drop-area';

/**
 * The knowledge file drop area as an RJSF widget, for any form: its value is the chosen File (or
 * undefined). One file, the first chosen; a new choice replaces it; the remove button clears it.
 * Nothing is uploaded here: the form's submit decides what happens to the file.
 */
export function KnowledgeUploadWidget({
  id,
  value,
  label,
  hideLabel,
  disabled,
  readonly,
  rawErrors,
  onChange,
  onBlur,
  onFocus,
}: WidgetProps) {
  const file = value instanceof File ? value : undefined;
  return (
    <FileDropArea
      id={id}
      file={file}
      labelled={Boolean(label) && !hideLabel}
      disabled={Boolean(disabled) || Boolean(readonly)}
      invalid={(rawErrors?.length ?? 0) > 0}
      onChoose={(files) => onChange(files[0])}
      onRemove={() => onChange(undefined)}
      onBlur={() => onBlur(id, file)}
      onFocus={() => onFocus(id, file)}
    />
  );
}
