import { Box, Button, CloseButton, IconButton, Popover, Portal } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readToken } from '@/lib/session/token';
import { NotificationBellPanel } from './notification-bell-panel';
import { BellIcon } from './notification-icons';
import { unreadCount } from './notification-model';
import { useNotifications } from './use-notifications';

/**
 * The bell of the header: a red dot while anything is unread, and a dropdown of the unread
 * notifications. Opening it refetches the list; a click outside, Escape or the close button shut it.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const query = useNotifications();
  const count = unreadCount(query.data?.data ?? []);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next && readToken() !== null) void query.refetch();
  };

  const showAll = () => {
    setOpen(false);
    void navigate({ to: '/notifications' });
  };

  return (
    <Popover.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      positioning={{ placement: 'bottom-end' }}
      lazyMount
      unmountOnExit
    >
      <Popover.Trigger asChild>
        <IconButton
          variant="ghost"
          size="md"
          position="relative"
          aria-label={count > 0 ? t('notifications.bell.labelUnread', { count }) : t('notifications.bell.label')}
        >
          <BellIcon />
          {count > 0 && (
            <Box
              as="span"
              data-testid="notification-dot"
              position="absolute"
              top="2"
              insetEnd="2"
              boxSize="2.5"
              borderRadius="full"
              bg="red.solid"
              borderWidth="2px"
              borderColor="bg"
            />
          )}
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content css={{ '--popover-size': '20rem' }}>
            <Popover.Header display="flex" alignItems="center" justifyContent="space-between" gap="2">
              <Popover.Title fontSize="md" fontWeight="semibold">
                {t('notifications.bell.title')}
              </Popover.Title>
              <Popover.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t('notifications.bell.close')} />
              </Popover.CloseTrigger>
            </Popover.Header>
            <Popover.Body px="2" py="3">
              <NotificationBellPanel query={query} />
            </Popover.Body>
            <Popover.Footer>
              <Button w="full" size="sm" colorPalette="brand" onClick={showAll}>
                {t('notifications.bell.showAll')}
              </Button>
            </Popover.Footer>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
