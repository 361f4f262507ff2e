import { Portal, Tooltip, useTooltip } from '@chakra-ui/react';
import { useEffect, useState, type HTMLAttributes } from 'react';

interface Props {
  content: string;
  /** Receives the props that make the entry the tooltip's trigger, again whenever they change. */
  onTriggerProps: (props: HTMLAttributes<HTMLElement>) => void;
}

export function NavTooltipView({ content, onTriggerProps }: Props) {
  const tooltip = useTooltip({ positioning: { placement: 'right' }, openDelay: 400, closeDelay: 100 });
  const { open } = tooltip;
  // A dozen entries each keep a closed tooltip: its portal, positioner and content are made when it
  // first opens, and stay for the next time.
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  useEffect(() => {
    onTriggerProps(tooltip.getTriggerProps());
    // Only open changes them (state and aria-describedby); the handlers send to the same machine.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, onTriggerProps]);
  return (
    <Tooltip.RootProvider value={tooltip} lazyMount unmountOnExit>
      {opened && (
        <Portal>
          <Tooltip.Positioner>
            <Tooltip.Content maxW="18rem">{content}</Tooltip.Content>
          </Tooltip.Positioner>
        </Portal>
      )}
    </Tooltip.RootProvider>
  );
}
