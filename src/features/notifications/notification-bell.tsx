import { Box, Button, CloseButton, Flex, Popover, Portal } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readToken } from '@/lib/session/token';
import { NotificationBellButton } from './notification-bell-button';
import { NotificationBellPanel } from './notification-bell-panel';
import { unreadCount } from './notification-model';
import type { useNotifications } from './notifications-queries';

interface Props {
  /** Read by the header's slot, which draws the bell until this part has come. */
  query: ReturnType<typeof useNotifications>;
}

export function NotificationBell({ query }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  // Ark names the dialog by its title only when the title exists at start; with lazyMount it
  // does not, so the title gets a known id and the content points at it.
  const titleId = useId();

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
      positioning={{ placement: 'bottom-end', strategy: 'fixed' }}
      ids={{ title: titleId }}
      lazyMount
      unmountOnExit
    >
      <Popover.Trigger asChild>
        <NotificationBellButton count={unreadCount(query.data?.data ?? [])} />
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content
            css={{ '--popover-size': '20rem' }}
            aria-labelledby={titleId}
            // No exit animation: Ark's presence can miss a short one's end under load and leave a
            // closed dropdown on screen (seen in CI, as with the date-time input's calendar).
            _closed={{ animation: 'none' }}
          >
            <Flex align="center" justify="space-between" gap="2" ps="4" pe="2" pt="3">
              <Popover.Title fontSize="md" fontWeight="semibold">
                {t('notifications.bell.title')}
              </Popover.Title>
              <Popover.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t('notifications.bell.close')} />
              </Popover.CloseTrigger>
            </Flex>
            <Popover.Body px="2" py="3">
              <NotificationBellPanel query={query} />
            </Popover.Body>
            <Box px="4" pb="4">
              <Button w="full" size="sm" variant="outline" colorPalette="brand" onClick={showAll}>
                {t('notifications.bell.showAll')}
              </Button>
            </Box>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
