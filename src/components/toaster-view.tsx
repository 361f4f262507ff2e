import { Portal, Stack, Toast, Toaster as ChakraToaster, createToaster } from '@chakra-ui/react';
import type { ToastType } from './toaster';

// spec section 9: top right, closing by themselves after 5 s.
const toaster = createToaster({ placement: 'top-end', pauseOnPageIdle: true, max: 4 });

export function show(type: ToastType, title: string, description: string | undefined, duration: number) {
  toaster.create({ type, title, description, duration, closable: true });
}

export default function ToasterView() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable && <Toast.CloseTrigger />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
