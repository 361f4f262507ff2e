import { Button, Flex, Heading, HStack, IconButton, Stack } from '@chakra-ui/react';
import { useCanGoBack, useNavigate, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BackIcon } from './notification-icons';
import { NotificationList } from './notification-list';
import {
  defaultNotificationFilter,
  filterNotifications,
  unreadIds,
  type NotificationFilter,
} from './notification-model';
import { NotificationsFilter } from './notifications-filter';
import { NotificationsEmpty, NotificationsError, NotificationsLoading } from './notifications-status';
import { useMarkRead } from './use-mark-read';
import { useNotifications } from './use-notifications';

/** /notifications: every notification, filtered (Unread by default), read on a click. */
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

  const error = query.isError ? (
    <NotificationsError error={query.error} onRetry={() => void query.refetch()} />
  ) : null;
  const waiting = query.data === undefined && (error !== null || query.isFetching);

  return (
    <Stack gap="6" px={{ base: '4', md: '8' }} py="6" maxW="4xl">
      <Flex gap="3" align="center" justify="space-between" wrap="wrap">
        <HStack gap="2">
          <IconButton variant="ghost" size="sm" aria-label={t('notifications.page.back')} onClick={back}>
            <BackIcon />
          </IconButton>
          <Heading as="h1" size="2xl">
            {t('screens.notifications.title')}
          </Heading>
        </HStack>
        <HStack gap="3" wrap="wrap">
          <NotificationsFilter value={filter} onChange={setFilter} />
          <Button size="sm" variant="outline" disabled={unread.length === 0} onClick={() => markRead(unread)}>
            {t('notifications.page.markAllRead')}
          </Button>
        </HStack>
      </Flex>
      {waiting ? (
        (error ?? <NotificationsLoading />)
      ) : (
        <Stack gap="4">
          {error}
          {shown.length === 0 ? (
            <NotificationsEmpty text={t('notifications.page.empty')} />
          ) : (
            <NotificationList
              label={t('notifications.page.listLabel')}
              items={shown}
              onMarkRead={(id) => markRead([id])}
            />
          )}
        </Stack>
      )}
    </Stack>
  );
}
