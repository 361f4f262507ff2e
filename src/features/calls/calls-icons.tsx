import type { IconProps } from '@chakra-ui/react';
import { LineIcon } from '@/components/icons/line-icon';

export const MoreIcon = (props: IconProps) => (
  <LineIcon boxSize="4" {...props}>
    <circle cx="5" cy="12" r="1" />
    <circle cx="12" cy="12" r="1" />
    <circle cx="19" cy="12" r="1" />
  </LineIcon>
);

export const GripIcon = (props: IconProps) => (
  <LineIcon boxSize="4" {...props}>
    <circle cx="9" cy="6" r="1" />
    <circle cx="15" cy="6" r="1" />
    <circle cx="9" cy="12" r="1" />
    <circle cx="15" cy="12" r="1" />
    <circle cx="9" cy="18" r="1" />
    <circle cx="15" cy="18" r="1" />
  </LineIcon>
);

export const DownloadIcon = (props: IconProps) => (
  <LineIcon boxSize="4" {...props}>
    <path d="M12 4v11" />
    <path d="M7 10l5 5 5-5" />
    <path d="M5 20h14" />
  </LineIcon>
);

export const SortIcon = ({ direction, ...props }: IconProps & { direction: 'asc' | 'desc' | 'none' }) => (
  <LineIcon boxSize="4" {...props} opacity={direction === 'none' ? 0.35 : 1}>
    {direction !== 'desc' && <path d="M8 10l4-4 4 4" />}
    {direction !== 'asc' && <path d="M8 14l4 4 4-4" />}
  </LineIcon>
);
