import { Flex, Portal, Spinner, VisuallyHidden } from '@chakra-ui/react';

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
