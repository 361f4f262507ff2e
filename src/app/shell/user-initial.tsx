import { Avatar } from '@chakra-ui/react';

export function UserInitial({ name, size = 'sm' }: { name: string; size?: 'xs' | 'sm' | 'md' }) {
  return (
    <Avatar.Root size={size} colorPalette="brand" variant="solid" aria-hidden="true">
      <Avatar.Fallback>{name.trim().charAt(0).toUpperCase() || '?'}</Avatar.Fallback>
    </Avatar.Root>
  );
}
