import { IconButton, Menu, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface OpenedMenuProps {
  label: string;
  icon: ReactNode;
  size: 'xs' | 'sm';
  onSelect: (value: string) => void;
  children: ReactNode;
}

// An actions menu that is open as it mounts: it takes the place of a plain button on that button's
// first use (an agent card's, a call row's), so its code comes only then and it opens with focus in
// its items. Its trigger looks as the plain button did.
export function OpenedMenu({ label, icon, size, onSelect, children }: OpenedMenuProps) {
  return (
    <Menu.Root
      defaultOpen
      positioning={{ placement: 'bottom-end' }}
      onSelect={(details) => onSelect(details.value)}
    >
      <Menu.Trigger asChild>
        <IconButton variant="ghost" size={size} aria-label={label}>
          {icon}
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="12rem">{children}</Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
