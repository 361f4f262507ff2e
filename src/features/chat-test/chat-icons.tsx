import { Icon, type IconProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

// Inline line icons (24 x 24, stroked with the current colour); decorative.
function LineIcon({ children, ...props }: IconProps & { children: ReactNode }) {
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

export function BotIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M12 8V4H8" />
      <rect x="4" y="8" width="16" height="12" rx="2" />
      <path d="M2 14h2" />
      <path d="M20 14h2" />
      <path d="M15 13v2" />
      <path d="M9 13v2" />
    </LineIcon>
  );
}

export function SendIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="m22 2-7 20-4-9-9-4z" />
      <path d="M22 2 11 13" />
    </LineIcon>
  );
}
