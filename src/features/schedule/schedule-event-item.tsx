import { Badge, Box, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatEventTime, type CalendarEvent } from './schedule-events';

const statusPalette = { confirmed: 'green', tentative: 'orange', cancelled: 'gray' } as const;

export function ScheduleEventItem({
  event,
  timeZone,
  locale,
}: {
  event: CalendarEvent;
  timeZone: string;
  locale: string;
}) {
  const { t } = useTranslation();
  const cancelled = event.status === 'cancelled';
  const contact = event.attendeePhone
    ? t('schedule.event.contactWithPhone', { name: event.attendeeName, phone: event.attendeePhone })
    : t('schedule.event.contact', { name: event.attendeeName });

  return (
    <Box
      as="li"
      p="3"
      borderWidth="1px"
      borderInlineStartWidth="4px"
      borderInlineStartColor={cancelled ? 'border.emphasized' : 'brand.solid'}
      borderRadius="md"
      bg="bg.panel"
    >
      <Text fontWeight="semibold" fontSize="sm">
        {formatEventTime(event, timeZone, locale)}
      </Text>
      <Text textDecoration={cancelled ? 'line-through' : undefined} overflowWrap="anywhere">
        {event.title}
      </Text>
      <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
        {contact}
      </Text>
      <HStack gap="2" mt="2" wrap="wrap">
        <Badge colorPalette={statusPalette[event.status]} variant="subtle">
          {t(`schedule.event.status.${event.status}`)}
        </Badge>
        <Text fontSize="xs" color="fg.muted">
          {t(`schedule.event.source.${event.source}`)}
        </Text>
      </HStack>
    </Box>
  );
}
