import { NativeSelect } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { isNotificationFilter, notificationFilters, type NotificationFilter } from './notification-model';

interface Props {
  value: NotificationFilter;
  onChange: (filter: NotificationFilter) => void;
}

export function NotificationsFilter({ value, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <NativeSelect.Root size="sm" width="auto" minW="36">
      <NativeSelect.Field
        aria-label={t('notifications.page.filterLabel')}
        value={value}
        onChange={(event) => {
          if (isNotificationFilter(event.currentTarget.value)) onChange(event.currentTarget.value);
        }}
      >
        {notificationFilters.map((filter) => (
          <option key={filter} value={filter}>
            {t(`notifications.filters.${filter}`)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
