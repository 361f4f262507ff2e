import { Flex, Portal, Spinner, VisuallyHidden } from '@chakra-ui/react';

/**
 * What shows while the code of a lazily loaded dialog arrives: a dimmed page with a spinner,
 * announced to screen readers by `label`.
 */
export function DialogLoading({ label }: { label: string }) {
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
