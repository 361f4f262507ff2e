import { Icon, type IconProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A decorative 24 x 24 line icon (its control carries the meaning). */
function Line({ children, ...props }: IconProps & { children: ReactNode }) {
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

export const MoreIcon = (props: IconProps) => (
  <Line {...props}>
    <circle cx="5" cy="12" r="1" />
    <circle cx="12" cy="12" r="1" />
    <circle cx="19" cy="12" r="1" />
  </Line>
);

export const GripIcon = (props: IconProps) => (
  <Line {...props}>
    <circle cx="9" cy="6" r="1" />
    <circle cx="15" cy="6" r="1" />
    <circle cx="9" cy="12" r="1" />
    <circle cx="15" cy="12" r="1" />
    <circle cx="9" cy="18" r="1" />
    <circle cx="15" cy="18" r="1" />
  </Line>
);

export const DownloadIcon = (props: IconProps) => (
  <Line {...props}>
    <path d="M12 4v11" />
    <path d="M7 10l5 5 5-5" />
    <path d="M5 20h14" />
  </Line>
);

export const SortIcon = ({ direction, ...props }: IconProps & { direction: 'asc' | 'desc' | 'none' }) => (
  <Line {...props} opacity={direction === 'none' ? 0.35 : 1}>
    {direction !== 'desc' && <path d="M8 10l4-4 4 4" />}
    {direction !== 'asc' && <path d="M8 14l4 4 4-4" />}
  </Line>
);
