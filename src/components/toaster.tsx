import { Toaster as ChakraToaster, Portal, Stack, Toast, createToaster } from '@chakra-ui/react';

// spec section 9: top right, closing by themselves after 5 s.
export const toaster = createToaster({ placement: 'top-end', pauseOnPageIdle: true, max: 4 });

export const TOAST_DURATION_MS = 5000;

type ToastType = 'success' | 'error' | 'info' | 'warning';

export function notify(type: ToastType, title: string, description?: string): void {
  toaster.create({ type, title, description, duration: TOAST_DURATION_MS, closable: true });
}

export function Toaster() {
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
