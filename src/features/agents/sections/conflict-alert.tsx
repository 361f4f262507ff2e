import { Alert, Button, HStack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lineDiff } from './line-diff';
import { PromptDiffView } from './prompt-diff-view';

interface ConflictAlertProps {
  id: string;
  body: string;
  takeNewerLabel: string;
  /** What the diff is named after: the box's or the section's title. */
  subject: string;
  mine: string;
  newer: string;
  pending?: boolean;
  onKeepMine: () => void;
  onTakeNewer: () => void;
}

// Someone saved the same text after the user began: mine and theirs side by side, then a choice.
export function ConflictAlert({
  id,
  body,
  takeNewerLabel,
  subject,
  mine,
  newer,
  pending = false,
  onKeepMine,
  onTakeNewer,
}: ConflictAlertProps) {
  const { t } = useTranslation();
  const [comparing, setComparing] = useState(false);
  return (
    <Alert.Root status="warning" role="alert" id={id}>
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title>{t('agents.editor.conflict.title')}</Alert.Title>
        <Alert.Description>{body}</Alert.Description>
        <HStack gap="2" wrap="wrap">
          <Button
            size="xs"
            variant="outline"
            aria-expanded={comparing}
            onClick={() => setComparing((shown) => !shown)}
          >
            {t('agents.editor.conflict.compare')}
          </Button>
          <Button size="xs" colorPalette="brand" disabled={pending} onClick={onKeepMine}>
            {t('agents.editor.conflict.keepMine')}
          </Button>
          <Button size="xs" variant="outline" disabled={pending} onClick={onTakeNewer}>
            {takeNewerLabel}
          </Button>
        </HStack>
        {comparing && (
          <PromptDiffView
            lines={lineDiff(newer, mine)}
            label={t('agents.editor.conflict.diff', { box: subject })}
          />
        )}
      </Alert.Content>
    </Alert.Root>
  );
}
