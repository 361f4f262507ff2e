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
