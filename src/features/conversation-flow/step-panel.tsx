import { Button, Field, Heading, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTENT_MAX, stepErrors, TITLE_MAX, type StepErrors } from './flow-model';

export interface StepDraft {
  title: string;
  content: string;
}

export interface StepPanelProps {
  heading: string;
  initial: StepDraft;
  isNew: boolean;
  saving: boolean;
  canMoveEarlier: boolean;
  canMoveLater: boolean;
  onSave: (draft: StepDraft) => Promise<boolean>;
  onMove: (delta: -1 | 1) => void;
  onDelete: () => void;
  onClose: () => void;
}

export function StepPanel({
  heading,
  initial,
  isNew,
  saving,
  canMoveEarlier,
  canMoveLater,
  onSave,
  onMove,
  onDelete,
  onClose,
}: StepPanelProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<StepErrors>({});
  const title = useRef<HTMLInputElement>(null);
  const content = useRef<HTMLTextAreaElement>(null);
  useEffect(() => title.current?.focus(), []);

  const message = (error: StepErrors['title']) =>
    error === 'tooLong' ? t('conversationFlow.panel.tooLong') : t('conversationFlow.panel.required');

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const found = stepErrors(draft);
    setErrors(found);
    if (found.title) title.current?.focus();
    else if (found.content) content.current?.focus();
    if (Object.keys(found).length > 0 || saving) return;
    // On a failure the text stays in the boxes to be saved again.
    void onSave({ title: draft.title.trim(), content: draft.content.trim() });
  };

  return (
    // Buttons stay enabled while a save runs (it is ignored then): a disabled button would drop the
    // keyboard focus.
    <form
      onSubmit={submit}
      noValidate
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <Stack gap="4">
        <Heading as="h2" size="md">
          {heading}
        </Heading>
        <Field.Root required invalid={!!errors.title}>
          <Field.Label>{t('conversationFlow.panel.title')}</Field.Label>
          <Input
            ref={title}
            value={draft.title}
            maxLength={TITLE_MAX}
            onChange={(event) => setDraft({ ...draft, title: event.target.value })}
          />
          {errors.title && <Field.ErrorText>{message(errors.title)}</Field.ErrorText>}
        </Field.Root>
        <Field.Root required invalid={!!errors.content}>
          <Field.Label>{t('conversationFlow.panel.content')}</Field.Label>
          <Textarea
            ref={content}
            rows={6}
            value={draft.content}
            maxLength={CONTENT_MAX}
            onChange={(event) => setDraft({ ...draft, content: event.target.value })}
          />
          <Field.HelperText>{t('conversationFlow.panel.contentHint')}</Field.HelperText>
          {errors.content && <Field.ErrorText>{message(errors.content)}</Field.ErrorText>}
        </Field.Root>
        <HStack gap="2" wrap="wrap">
          <Button type="submit" colorPalette="brand" size="sm">
            {isNew ? t('conversationFlow.panel.add') : t('conversationFlow.panel.save')}
          </Button>
          <Button variant="ghost" size="sm" onClick={onClose}>
            {t('conversationFlow.panel.close')}
          </Button>
        </HStack>
        {!isNew && (
          <Stack gap="2">
            <Text fontSize="sm" color="fg.muted">
              {t('conversationFlow.panel.orderHint')}
            </Text>
            <HStack gap="2" wrap="wrap">
              <Button
                size="sm"
                variant="outline"
                aria-disabled={!canMoveEarlier}
                onClick={() => canMoveEarlier && onMove(-1)}
              >
                {t('conversationFlow.panel.earlier')}
              </Button>
              <Button
                size="sm"
                variant="outline"
                aria-disabled={!canMoveLater}
                onClick={() => canMoveLater && onMove(1)}
              >
                {t('conversationFlow.panel.later')}
              </Button>
              <Button size="sm" variant="outline" colorPalette="red" onClick={onDelete}>
                {t('conversationFlow.panel.delete')}
              </Button>
            </HStack>
          </Stack>
        )}
      </Stack>
    </form>
  );
}
