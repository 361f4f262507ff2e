import { Icon, type IconProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A small inline line icon (24 x 24 view box, stroked with the current colour), so that no icon
 * library is needed. Icons are decorative (hidden from screen readers): the text or the control
 * around each one carries its meaning. Size with `boxSize` (default 5).
 */
export function LineIcon({ children, ...props }: IconProps & { children: ReactNode }) {
  return (
    <Icon boxSize="5" aria-hidden="true" {...props}>
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {children}
      </svg>
    </Icon>
  );
}
