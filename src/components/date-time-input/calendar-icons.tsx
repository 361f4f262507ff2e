import type { IconProps } from '@chakra-ui/react';
import { LineIcon } from '../icons/line-icon';

export function CalendarIcon(props: IconProps) {
  return (
    <LineIcon boxSize="4" {...props}>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M16 3v4M8 3v4M3 10h18" />
    </LineIcon>
  );
}

export function ChevronIcon({
  direction,
  double = false,
  ...props
}: IconProps & { direction: 'left' | 'right'; double?: boolean }) {
  const flip = direction === 'left' ? 'scale(-1 1) translate(-24 0)' : undefined;
  return (
    <LineIcon boxSize="4" {...props}>
      <g transform={flip}>{double ? <path d="M6 6l6 6-6 6M13 6l6 6-6 6" /> : <path d="M9 6l6 6-6 6" />}</g>
    </LineIcon>
  );
}
