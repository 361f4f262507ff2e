import { Icon, type IconProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

// Small inline line icons, so that no icon library is needed. They are decorative: every button
// that shows one has its own accessible name.
function LineIcon({ children, ...props }: IconProps & { children: ReactNode }) {
  return (
    <Icon boxSize="4" aria-hidden="true" {...props}>
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

export function CalendarIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
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
    <LineIcon {...props}>
      <g transform={flip}>{double ? <path d="M6 6l6 6-6 6M13 6l6 6-6 6" /> : <path d="M9 6l6 6-6 6" />}</g>
    </LineIcon>
  );
}
