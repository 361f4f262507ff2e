import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface InfoDialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  width?: string;
  scrollInside?: boolean;
  closeButton?: boolean;
  footer?: ReactNode;
}

export function InfoDialogView({
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
