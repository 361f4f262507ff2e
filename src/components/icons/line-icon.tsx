import { Icon, type IconProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

// Drawn here so that no icon library is needed. Decorative: the text or control around carries the meaning.
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
