import { Avatar } from '@chakra-ui/react';

/** The user's initial in a round badge (the spec's "initial avatar"). Decorative: the name is beside it. */
export function UserInitial({ name, size = 'sm' }: { name: string; size?: 'xs' | 'sm' | 'md' }) {
  return (
    <Avatar.Root size={size} colorPalette="brand" variant="solid" aria-hidden="true">
      <Avatar.Fallback>{name.trim().charAt(0).toUpperCase() || '?'}</Avatar.Fallback>
    </Avatar.Root>
  );
}
