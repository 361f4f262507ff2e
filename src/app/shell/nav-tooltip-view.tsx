import { Portal, Tooltip } from '@chakra-ui/react';
import type { ReactElement } from 'react';

export function NavTooltipView({ content, children }: { content: string; children: ReactElement }) {
  return (
    <Tooltip.Root positioning={{ placement: 'right' }} openDelay={400} closeDelay={100}>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content maxW="18rem">{content}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
