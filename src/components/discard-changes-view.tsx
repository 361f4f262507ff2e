import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';

export interface DiscardChangesDialogProps {
  open: boolean;
  onKeep: () => void;
  onDiscard: () => void;
  title?: string;
  body?: string;
  discardLabel?: string;
}

// Keep editing takes the focus, so that Enter or Escape pressed by habit loses nothing.
export function DiscardChangesView({
  open,
  onKeep,
  onDiscard,
  title,
  body,
  discardLabel,
}: DiscardChangesDialogProps) {
  const { t } = useTranslation();
  const keep = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      open={open}
      role="alertdialog"
      placement="center"
      initialFocusEl={() => keep.current}
      onOpenChange={(details) => {
        if (!details.open) onKeep();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content width="26rem" maxW="calc(100vw - 2rem)">
            <Dialog.Header>
              <Dialog.Title>{title ?? t('common.unsaved.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>{body ?? t('common.unsaved.body')}</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Button ref={keep} variant="outline" onClick={onKeep}>
                {t('common.unsaved.keep')}
              </Button>
              <Button colorPalette="red" onClick={onDiscard}>
                {discardLabel ?? t('common.unsaved.discard')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
