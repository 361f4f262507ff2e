import { Portal, Tooltip, useTooltip } from '@chakra-ui/react';
import { useEffect, type HTMLAttributes } from 'react';

interface Props {
  content: string;
  /** Receives the props that make the entry the tooltip's trigger, again whenever they change. */
  onTriggerProps: (props: HTMLAttributes<HTMLElement>) => void;
}

export function NavTooltipView({ content, onTriggerProps }: Props) {
  const tooltip = useTooltip({ positioning: { placement: 'right' }, openDelay: 400, closeDelay: 100 });
  const { open } = tooltip;
  useEffect(() => {
    onTriggerProps(tooltip.getTriggerProps());
    // Only open changes them (state and aria-describedby); the handlers send to the same machine.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, onTriggerProps]);
  return (
    // A dozen entries each keep a closed tooltip: its positioner and content are made when it opens.
    <Tooltip.RootProvider value={tooltip} lazyMount unmountOnExit>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content maxW="18rem">{content}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.RootProvider>
  );
}
