import { Button, IconButton } from '@chakra-ui/react';
import { useCanGoBack, useNavigate, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/errors';
import { PageFrame } from '@/components/page-frame';
import { QueryView } from '@/components/query-states';
import { BackIcon } from './notification-icons';
import { NotificationList } from './notification-list';
import {
  defaultNotificationFilter,
  filterNotifications,
  unreadIds,
  type NotificationFilter,
} from './notification-model';
import { NotificationsFilter } from './notifications-filter';
import { useMarkRead, useNotifications } from './notifications-queries';

export function NotificationsScreen() {
  const { t } = useTranslation();
  const router = useRouter();
  const navigate = useNavigate();
  const canGoBack = useCanGoBack();
  const [filter, setFilter] = useState<NotificationFilter>(defaultNotificationFilter);
  const query = useNotifications();
  const markRead = useMarkRead();
  const all = query.data?.data ?? [];
  const shown = filterNotifications(all, filter);
  const unread = unreadIds(all);

  const back = () => {
    if (canGoBack) router.history.back();
    else void navigate({ to: '/dashboard' });
  };

  return (
    <PageFrame
      title={t('screens.notifications.title')}
      maxW="4xl"
      back={
        <IconButton variant="ghost" size="sm" aria-label={t('notifications.page.back')} onClick={back}>
          <BackIcon />
        </IconButton>
      }
      actions={
        <>
          <NotificationsFilter value={filter} onChange={setFilter} />
          <Button size="sm" variant="outline" disabled={unread.length === 0} onClick={() => markRead(unread)}>
            {t('notifications.page.markAllRead')}
          </Button>
        </>
      }
    >
      <QueryView
        query={query}
        errorText={errorMessage(query.error, t('notifications.loadFailed'))}
        empty={shown.length === 0}
        emptyText={t('notifications.page.empty')}
      >
        {() => (
          <NotificationList
            label={t('notifications.page.listLabel')}
            items={shown}
            onMarkRead={(id) => markRead([id])}
          />
        )}
      </QueryView>
    </PageFrame>
  );
}
