import type { IconProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { NotificationType } from './notification-model';
import { LineIcon } from '@/components/icons/line-icon';

export function BackIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M19 12H5" />
      <path d="M11 6l-6 6 6 6" />
    </LineIcon>
  );
}

const handset = (
  <path d="M5 4h3l2 5-2.5 1.5a11 11 0 0 0 5 5L14 13l5 2v3a2 2 0 0 1-2 2A15 15 0 0 1 3 6a2 2 0 0 1 2-2z" />
);

const typeShapes: Record<NotificationType, ReactNode> = {
  inbound: (
    <>
      {handset}
      <path d="M21 3l-5 5" />
      <path d="M16 4v4h4" />
    </>
  ),
  outbound: (
    <>
      {handset}
      <path d="M16 8l5-5" />
      <path d="M17 3h4v4" />
    </>
  ),
  balance: (
    <>
      <path d="M4 7h15a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h12v3" />
      <path d="M16 13.5h.01" />
    </>
  ),
  billing: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3 10h18" />
      <path d="M7 15h4" />
    </>
  ),
};

export function NotificationTypeIcon({ type, ...props }: IconProps & { type: NotificationType }) {
  return <LineIcon {...props}>{typeShapes[type]}</LineIcon>;
}
