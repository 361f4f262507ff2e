import { Stack } from '@chakra-ui/react';
import type { Notification } from './notification-model';
import { NotificationItem } from './notification-item';

interface Props {
  label: string;
  items: readonly Notification[];
  onMarkRead: (id: string) => void;
  compact?: boolean;
}

export function NotificationList({ label, items, onMarkRead, compact = false }: Props) {
  return (
    <Stack as="ul" role="list" aria-label={label} gap={compact ? '1' : '2'} listStyleType="none" m="0" p="0">
      {items.map((item) => (
        <li key={item._id}>
          <NotificationItem notification={item} onMarkRead={onMarkRead} compact={compact} />
        </li>
      ))}
    </Stack>
  );
}
