import { Alert } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A message above a form: an error (announced at once) or a success. Server text stays text. */
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
