import { Box } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/errors';
import { QueryView } from '@/components/query-states';
import { NotificationList } from './notification-list';
import { unreadNotifications } from './notification-model';
import { useMarkRead, type useNotifications } from './notifications-queries';

export function NotificationBellPanel({ query }: { query: ReturnType<typeof useNotifications> }) {
  const { t } = useTranslation();
  const markRead = useMarkRead();
  const unread = unreadNotifications(query.data?.data ?? []);

  return (
    <QueryView
      query={query}
      errorText={errorMessage(query.error, t('notifications.loadFailed'))}
      empty={unread.length === 0}
      emptyText={t('notifications.bell.empty')}
    >
      {() => (
        <Box maxH="24rem" overflowY="auto">
          <NotificationList
            label={t('notifications.bell.listLabel')}
            items={unread}
            onMarkRead={(id) => markRead([id])}
            compact
          />
        </Box>
      )}
    </QueryView>
  );
}
