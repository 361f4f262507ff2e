import { Field, HStack, RadioGroup, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Call, FeedbackInput } from './calls-queries';
import { FormDialog } from '@/components/form-dialog';

const RATINGS = [1, 2, 3, 4, 5] as const;
export const COMMENT_MAX = 2000;

export interface FeedbackDialogProps {
  call: Pick<Call, 'id' | 'feedback'>;
  label: string;
  onClose: () => void;
  submitting: boolean;
  onSave: (id: string, input: FeedbackInput) => Promise<boolean>;
}

export function FeedbackDialog({ call, label, onClose, submitting, onSave }: FeedbackDialogProps) {
  const { t } = useTranslation();
  const [rating, setRating] = useState<number | null>(call.feedback?.rating ?? null);
  const [comment, setComment] = useState(call.feedback?.comment ?? '');
  const [showError, setShowError] = useState(false);

  const invalid = showError && rating === null;
  const errorId = `feedback-rating-error-${call.id}`;

  const submit = async () => {
    if (rating === null) {
      setShowError(true);
      return;
    }
    const tags = call.feedback?.tags;
    if (await onSave(call.id, { rating, comment, ...(tags?.length ? { tags } : {}) })) onClose();
  };

  return (
    <FormDialog
      width="30rem"
      onClose={onClose}
      title={t('calls.feedback.title')}
      submitLabel={t('calls.feedback.submit')}
      submitting={submitting}
      onSubmit={() => void submit()}
    >
      <Text color="fg.muted">{label}</Text>
      <Stack gap="2">
        <RadioGroup.Root
          value={rating === null ? null : String(rating)}
          onValueChange={(details) => setRating(details.value ? Number(details.value) : null)}
          aria-describedby={invalid ? errorId : undefined}
          colorPalette="brand"
          orientation="horizontal"
        >
          <RadioGroup.Label fontWeight="medium" mb="2" display="block">
            {t('calls.feedback.rating')}
          </RadioGroup.Label>
          <HStack gap="4" wrap="wrap">
            {RATINGS.map((value) => (
              <RadioGroup.Item key={value} value={String(value)}>
                <RadioGroup.ItemHiddenInput aria-invalid={invalid || undefined} />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{t('calls.feedback.stars', { count: value })}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </HStack>
        </RadioGroup.Root>
        {invalid && (
          <Text id={errorId} color="fg.error" fontSize="sm">
            {t('calls.feedback.ratingRequired')}
          </Text>
        )}
      </Stack>
      <Field.Root>
        <Field.Label>{t('calls.feedback.comment')}</Field.Label>
        <Textarea
          value={comment}
          maxLength={COMMENT_MAX}
          rows={4}
          onChange={(event) => setComment(event.target.value)}
        />
        <Stack width="full" align="end">
          <Field.HelperText>
            {t('calls.feedback.remaining', { count: COMMENT_MAX - comment.length })}
          </Field.HelperText>
        </Stack>
      </Field.Root>
    </FormDialog>
  );
}
