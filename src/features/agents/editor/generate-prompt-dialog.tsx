import { Button, CloseButton, Dialog, Field, Portal, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface GeneratePromptDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  goal: string;
  onGenerate: (goal: string) => void;
}

// spec: the goal is not validated.
export function GeneratePromptDialog({ open, onOpenChange, goal, onGenerate }: GeneratePromptDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content width="500px" maxW="calc(100vw - 2rem)">
            {/* Mounted only while open, so each opening starts from the stored goal. */}
            {open && <GoalForm goal={goal} onGenerate={onGenerate} />}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('agents.generate.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function GoalForm({ goal, onGenerate }: { goal: string; onGenerate: (goal: string) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(goal);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onGenerate(draft);
      }}
    >
      <Dialog.Header>
        <Dialog.Title>{t('agents.generate.title')}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Field.Root>
          <Field.Label>{t('agents.generate.goalLabel')}</Field.Label>
          <Textarea
            rows={7}
            value={draft}
            placeholder={t('agents.generate.goalPlaceholder')}
            onChange={(event) => setDraft(event.target.value)}
          />
        </Field.Root>
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline">{t('common.cancel')}</Button>
        </Dialog.ActionTrigger>
        <Button type="submit" colorPalette="brand">
          {t('agents.generate.submit')}
        </Button>
      </Dialog.Footer>
    </form>
  );
}
