import type { WidgetProps } from '@rjsf/utils';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KNOWLEDGE_FILES, uploadProblem } from '@/lib/upload-check';
import { FileDropArea } from './file-drop-area';

const MIB = 1024 * 1024;

// Nothing is uploaded here: the form's submit decides what happens to the file.
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
  const { t } = useTranslation();
  const file = value instanceof File ? value : undefined;
  const [refusal, setRefusal] = useState<string | undefined>();
  // Reading a file takes a moment: only the latest choice may set the value.
  const latest = useRef(0);

  const choose = async (files: File[]) => {
    const [first] = files;
    if (!first) return;
    latest.current += 1;
    const choice = latest.current;
    const problem = await uploadProblem(first, KNOWLEDGE_FILES);
    if (choice !== latest.current) return;
    if (problem) {
      setRefusal(
        t(`knowledge.dropzone.${problem}`, { name: first.name, max: KNOWLEDGE_FILES.maxBytes / MIB }),
      );
      return;
    }
    setRefusal(undefined);
    onChange(first);
  };

  return (
    <FileDropArea
      id={id}
      file={file}
      labelled={Boolean(label) && !hideLabel}
      disabled={Boolean(disabled) || Boolean(readonly)}
      invalid={(rawErrors?.length ?? 0) > 0 || refusal !== undefined}
      refusal={refusal}
      onChoose={(files) => void choose(files)}
      onRemove={() => {
        latest.current += 1;
        setRefusal(undefined);
        onChange(undefined);
      }}
      onBlur={() => onBlur(id, file)}
      onFocus={() => onFocus(id, file)}
    />
  );
}
