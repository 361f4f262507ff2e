import { Button, HStack, Spinner, Text } from '@chakra-ui/react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DiscardChangesDialog } from '@/components/discard-changes-dialog';
import { lazyNamed } from '@/lib/lazy-named';
import { SparklesIcon, StopIcon } from '../agent-icons';
import { isDirty, type BoxState } from './editor-state';
import { TextBoxCard } from './text-box-card';

const GeneratePromptDialog = lazyNamed(() => import('./generate-prompt-dialog'), 'GeneratePromptDialog');

export interface GlobalPromptCardProps {
  box: BoxState;
  locked: boolean;
  streaming: boolean;
  onEdit: () => void;
  onChange: (value: string) => void;
  onSave: (value: string) => void;
  onReapply: (value: string) => void;
  onTakeServer: () => void;
  onGenerate: (goal: string) => void;
  onStop: () => void;
}

// Generating over text that is not saved asks first: the new prompt replaces it.
export function GlobalPromptCard({ streaming, onGenerate, onStop, ...box }: GlobalPromptCardProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [goal, setGoal] = useState('');
  const [pending, setPending] = useState<string | null>(null);

  const generate = (nextGoal: string) => {
    setGoal(nextGoal);
    setOpen(false);
    if (isDirty(box.box)) setPending(nextGoal);
    else onGenerate(nextGoal);
  };

  return (
    <>
      <TextBoxCard
        id="agent-global-prompt"
        title={t('agents.editor.globalPrompt')}
        hint={t('agents.editor.globalPromptHint')}
        rows={12}
        busy={streaming}
        {...box}
        actions={
          <>
            {streaming ? (
              <Button size="sm" variant="outline" colorPalette="red" onClick={onStop}>
                <StopIcon />
                {t('agents.generate.stop')}
              </Button>
            ) : (
              <Button
                size="sm"
                variant="subtle"
                colorPalette="brand"
                disabled={box.locked}
                onClick={() => setOpen(true)}
              >
                <SparklesIcon />
                {t('agents.generate.button')}
              </Button>
            )}
            <HStack gap="2" aria-live="polite" color="fg.muted" fontSize="sm">
              {streaming && (
                <>
                  <Spinner size="xs" />
                  <Text>{t('agents.generate.generating')}</Text>
                </>
              )}
            </HStack>
          </>
        }
      />
      <Suspense fallback={null}>
        <GeneratePromptDialog open={open} onOpenChange={setOpen} goal={goal} onGenerate={generate} />
      </Suspense>
      <DiscardChangesDialog
        open={pending !== null}
        title={t('agents.generate.replaceTitle')}
        body={t('agents.generate.replaceBody')}
        discardLabel={t('agents.generate.replace')}
        onKeep={() => setPending(null)}
        onDiscard={() => {
          if (pending !== null) onGenerate(pending);
          setPending(null);
        }}
      />
    </>
  );
}
