import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface InfoDialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Chakra's dialog size; 'lg' suits a table. */
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** Buttons under the content (the close button in the corner is always there). */
  footer?: ReactNode;
}

/**
 * A dialog that shows something (a list, a history, a preview) rather than asking for input: a
 * title, the content and a close button. Open while mounted, like FormDialog, so each opening
 * starts afresh; Escape and the backdrop close it.
 */
export function InfoDialog({ title, onClose, children, size = 'lg', footer }: InfoDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root
      open
      size={size}
      placement="center"
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="calc(100vw - 2rem)">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            {footer !== undefined && <Dialog.Footer>{footer}</Dialog.Footer>}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
