import type { IconProps } from '@chakra-ui/react';
import { LineIcon } from '@/components/icons/line-icon';

export function SparklesIcon(props: IconProps) {
  return (
    <LineIcon boxSize="4" {...props}>
      <path d="M12 3l1.9 5.1L19 10l-5.1 1.9L12 17l-1.9-5.1L5 10l5.1-1.9z" />
      <path d="M19 15l.8 2.2L22 18l-2.2.8L19 21l-.8-2.2L16 18l2.2-.8z" />
    </LineIcon>
  );
}

export function StopIcon(props: IconProps) {
  return (
    <LineIcon boxSize="4" {...props}>
      <rect x="6" y="6" width="12" height="12" rx="1" />
    </LineIcon>
  );
}

export function HistoryIcon(props: IconProps) {
  return (
    <LineIcon boxSize="4" {...props}>
      <path d="M3 12a9 9 0 1 0 3-6.7L3 8" />
      <path d="M3 3v5h5" />
      <path d="M12 7v5l3 2" />
    </LineIcon>
  );
}

export function PlusIcon(props: IconProps) {
  return (
    <LineIcon boxSize="4" {...props}>
      <path d="M12 5v14" />
      <path d="M5 12h14" />
    </LineIcon>
  );
}

export function MoreIcon(props: IconProps) {
  return (
    <LineIcon boxSize="4" {...props}>
      <circle cx="12" cy="5" r="1" />
      <circle cx="12" cy="12" r="1" />
      <circle cx="12" cy="19" r="1" />
    </LineIcon>
  );
}

export function PhoneIcon(props: IconProps) {
  return (
    <LineIcon boxSize="4" {...props}>
      <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8.1 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2z" />
    </LineIcon>
  );
}

export function BackIcon(props: IconProps) {
  return (
    <LineIcon boxSize="4" {...props}>
      <path d="M19 12H5" />
      <path d="M12 19l-7-7 7-7" />
    </LineIcon>
  );
}
