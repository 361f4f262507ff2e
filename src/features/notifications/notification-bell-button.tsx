import { Box, IconButton, type IconProps, type IconButtonProps } from '@chakra-ui/react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { LineIcon } from '@/components/icons/line-icon';

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

// Here rather than with the notifications' other icons, which only the popover and the page draw.
function BellIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M12 3a6 6 0 0 0-6 6v4l-2 3h16l-2-3V9a6 6 0 0 0-6-6z" />
      <path d="M10 19a2 2 0 0 0 4 0" />
    </LineIcon>
  );
}
