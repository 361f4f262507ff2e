import { Box, chakra, Flex, Text, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatNotificationDate, fullNotificationDate } from './format-notification-date';
import { NotificationTypeIcon } from './notification-icons';
import type { Notification } from './notification-model';

const typeColors: Record<Notification['type'], string> = {
  inbound: 'green',
  outbound: 'blue',
  balance: 'orange',
  billing: 'purple',
};

interface Props {
  notification: Notification;
  onMarkRead: (id: string) => void;
  compact?: boolean;
}

export function NotificationItem({ notification, onMarkRead, compact = false }: Props) {
  const { t, i18n } = useTranslation();
  const { _id: id, type, title, message, createdAt, read } = notification;
  const palette = typeColors[type];

  const body = (
    <Flex gap="3" align="flex-start" textAlign="start" w="full">
      <Flex
        flexShrink={0}
        align="center"
        justify="center"
        boxSize={compact ? '8' : '10'}
        borderRadius="full"
        bg={`${palette}.subtle`}
        color={`${palette}.fg`}
      >
        <NotificationTypeIcon type={type} boxSize={compact ? '4' : '5'} />
      </Flex>
      <Box as="span" display="block" flex="1" minW="0">
        <VisuallyHidden>{`${t(`notifications.types.${type}`)}: `}</VisuallyHidden>
        <Text as="span" display="block" fontWeight="semibold" overflowWrap="anywhere">
          {title}
        </Text>
        <Text
          as="span"
          display="block"
          color="fg.muted"
          fontSize="sm"
          overflowWrap="anywhere"
          lineClamp={compact ? 2 : undefined}
        >
          {message}
        </Text>
        <chakra.time
          display="block"
          color="fg.muted"
          fontSize="xs"
          mt="1"
          dateTime={createdAt}
          title={fullNotificationDate(createdAt, i18n.language)}
        >
          {formatNotificationDate(createdAt, i18n.language)}
        </chakra.time>
      </Box>
      {!read && (
        <Box as="span" flexShrink={0} mt="2" boxSize="2" borderRadius="full" bg="brand.solid">
          <VisuallyHidden>{t('notifications.item.unread')}</VisuallyHidden>
        </Box>
      )}
    </Flex>
  );

  if (read) {
    return (
      <Box px={compact ? '3' : '4'} py="3" borderRadius="md" data-read="true">
        {body}
      </Box>
    );
  }

  return (
    <chakra.button
      type="button"
      display="block"
      w="full"
      px={compact ? '3' : '4'}
      py="3"
      borderRadius="md"
      bg="brand.subtle"
      cursor="pointer"
      data-read="false"
      _hover={{ bg: 'brand.muted' }}
      focusVisibleRing="inside"
      onClick={() => onMarkRead(id)}
    >
      {body}
    </chakra.button>
  );
}
