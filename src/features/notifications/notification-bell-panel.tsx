import { Box } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { NotificationList } from './notification-list';
import { unreadNotifications } from './notification-model';
import { NotificationsEmpty, NotificationsError, NotificationsLoading } from './notifications-status';
import type { useNotifications } from './use-notifications';
import { useMarkRead } from './use-mark-read';

/** The inside of the bell's dropdown: the unread notifications in a list at most 24rem high. */
export function NotificationBellPanel({ query }: { query: ReturnType<typeof useNotifications> }) {
  const { t } = useTranslation();
  const markRead = useMarkRead();
  const error = query.isError ? (
    <NotificationsError error={query.error} onRetry={() => void query.refetch()} />
  ) : null;

  if (query.data === undefined && (error || query.isFetching)) return error ?? <NotificationsLoading />;
  const unread = unreadNotifications(query.data?.data ?? []);

  return (
    <>
      {error}
      {unread.length === 0 ? (
        <NotificationsEmpty text={t('notifications.bell.empty')} />
      ) : (
        <Box maxH="24rem" overflowY="auto">
          <NotificationList
            label={t('notifications.bell.listLabel')}
            items={unread}
            onMarkRead={(id) => markRead([id])}
            compact
          />
        </Box>
      )}
    </>
  );
}
