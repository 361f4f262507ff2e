import { Flex, Portal, Spinner, VisuallyHidden } from '@chakra-ui/react';
import { useEffect } from 'react';

/**
 * Stands in for a dialog whose code is on its way. Escape gives up opening it, as it would close
 * the dialog itself: the dialog must not appear after the person said no.
 */
export function DialogLoading({ label, onCancel }: { label: string; onCancel: () => void }) {
  useEffect(() => {
    const cancel = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCancel();
    };
    window.addEventListener('keydown', cancel);
    return () => window.removeEventListener('keydown', cancel);
  }, [onCancel]);
  return (
    <Portal>
      <Flex
        role="status"
        position="fixed"
        inset="0"
        align="center"
        justify="center"
        bg="blackAlpha.300"
        zIndex="modal"
      >
        <Spinner size="lg" color="brand.solid" />
        <VisuallyHidden>{label}</VisuallyHidden>
      </Flex>
    </Portal>
  );
}
