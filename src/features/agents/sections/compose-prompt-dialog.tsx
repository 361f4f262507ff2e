import { Button, CloseButton, Dialog, Field, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useComposePrompt } from './sections-queries';
import { diffCounts, lineDiff } from './line-diff';
import { PromptDiffView } from './prompt-diff-view';

const GOAL_MAX = 4000;

export interface ComposePromptDialogProps {
  agentId: string;
  open: boolean;
  current: string;
  onClose: () => void;
  onAccept: (prompt: string) => void;
}

export function ComposePromptDialog({ agentId, open, current, onClose, onAccept }: ComposePromptDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      placement="center"
      size="lg"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="calc(100vw - 2rem)">
            {/* Mounted only while open: each opening starts again from the goal. */}
            {open && (
              <ComposeSteps agentId={agentId} current={current} onClose={onClose} onAccept={onAccept} />
            )}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('agents.compose.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function ComposeSteps({ agentId, current, onClose, onAccept }: Omit<ComposePromptDialogProps, 'open'>) {
  const { t } = useTranslation();
  const { compose, isPending } = useComposePrompt(agentId);
  const [goal, setGoal] = useState('');
  const [result, setResult] = useState<string | null>(null);
  const tooLong = goal.trim().length > GOAL_MAX;

  const submit = async () => {
    if (tooLong) return;
    const composed = await compose(goal);
    if (composed !== null) setResult(composed);
  };

  if (result !== null) {
    const lines = lineDiff(current, result);
    const counts = diffCounts(lines);
    const same = counts.added === 0 && counts.removed === 0;
    return (
      <>
        <Dialog.Header>
          <Dialog.Title>{t('agents.compose.compareTitle')}</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          <Stack gap="3">
            <Text fontSize="sm" aria-live="polite">
              {same ? t('agents.compose.same') : t('agents.compose.summary', counts)}
            </Text>
            <PromptDiffView lines={lines} />
          </Stack>
        </Dialog.Body>
        <Dialog.Footer flexWrap="wrap">
          <Button variant="ghost" onClick={() => setResult(null)}>
            {t('agents.compose.back')}
          </Button>
          <Button variant="outline" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button colorPalette="brand" disabled={same} onClick={() => onAccept(result)}>
            {t('agents.compose.accept')}
          </Button>
        </Dialog.Footer>
      </>
    );
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Dialog.Header>
        <Dialog.Title>{t('agents.compose.title')}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="3">
          <Text fontSize="sm" color="fg.muted">
            {t('agents.compose.intro')}
          </Text>
          <Field.Root invalid={tooLong}>
            <Field.Label>{t('agents.compose.goalLabel')}</Field.Label>
            <Textarea
              rows={5}
              value={goal}
              disabled={isPending}
              onChange={(event) => setGoal(event.target.value)}
            />
            {tooLong ? (
              <Field.ErrorText>{t('agents.compose.goalTooLong', { max: GOAL_MAX })}</Field.ErrorText>
            ) : (
              <Field.HelperText>{t('agents.compose.goalHint')}</Field.HelperText>
            )}
          </Field.Root>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button
          type="submit"
          colorPalette="brand"
          loading={isPending}
          loadingText={t('agents.compose.composing')}
        >
          {t('agents.compose.submit')}
        </Button>
      </Dialog.Footer>
    </form>
  );
}
