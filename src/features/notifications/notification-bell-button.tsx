import { Box, IconButton, type IconButtonProps } from '@chakra-ui/react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { BellIcon } from './notification-icons';

interface Props extends IconButtonProps {
  ref?: Ref<HTMLButtonElement>;
  /** Unread notifications. */
  count: number;
}

/** The bell alone, with the unread dot: drawn from the first paint, before the popover's code. */
export function NotificationBellButton({ ref, count, ...props }: Props) {
  const { t } = useTranslation();
  return (
    <IconButton
      ref={ref}
      variant="ghost"
      size="md"
      position="relative"
      aria-haspopup="dialog"
      aria-expanded={false}
      {...props}
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
  );
}
