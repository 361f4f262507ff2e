import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface InfoDialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Chakra's dialog size (its default when left out); `width` sets an exact one instead. */
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** The dialog's width (it never exceeds the screen). */
  width?: string;
  /** Long content scrolls inside the dialog, its title and close button staying in view. */
  scrollInside?: boolean;
  /** A Close button under the content too (the one in the corner is always there). */
  closeButton?: boolean;
  /** The dialog's own actions under the content (e.g. Done, Send), after the Close button. */
  footer?: ReactNode;
}

/**
 * A dialog that shows something (a list, a history, a preview) rather than asking for one
 * answer: a title, the content and a close button. Open while mounted, like FormDialog, so each
 * opening starts afresh; Escape and the backdrop close it.
 */
export function InfoDialog({
  title,
  onClose,
  children,
  size,
  width,
  scrollInside = false,
  closeButton = false,
  footer,
}: InfoDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root
      open
      size={size}
      placement="center"
      scrollBehavior={scrollInside ? 'inside' : 'outside'}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content width={width} maxW="calc(100vw - 2rem)">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body display="flex" flexDirection="column" gap="6" pb="6">
              {children}
            </Dialog.Body>
            {(closeButton || footer !== undefined) && (
              <Dialog.Footer flexWrap="wrap">
                {closeButton && (
                  <Dialog.ActionTrigger asChild>
                    <Button variant="outline">{t('common.close')}</Button>
                  </Dialog.ActionTrigger>
                )}
                {footer}
              </Dialog.Footer>
            )}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
