import { Alert } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function FormAlert({
  status = 'error',
  children,
}: {
  status?: 'error' | 'success';
  children: ReactNode;
}) {
  return (
    <Alert.Root status={status} role={status === 'error' ? 'alert' : 'status'}>
      <Alert.Indicator />
      <Alert.Description>{children}</Alert.Description>
    </Alert.Root>
  );
}
