import { Badge, Box, Button, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatEventTime, type CalendarEvent } from './schedule-events';

const statusPalette = { confirmed: 'green', tentative: 'orange', cancelled: 'gray' } as const;

export interface EventActions {
  onMove: (event: CalendarEvent) => void;
  onCancel: (event: CalendarEvent) => void;
}

export function ScheduleEventItem({
  event,
  timeZone,
  locale,
  actions,
}: {
  event: CalendarEvent;
  timeZone: string;
  locale: string;
  actions?: EventActions | undefined;
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
      {/* Only what a call booked can change here; the rest lives in the calendar service. */}
      {actions && event.callId && !cancelled && (
        <HStack gap="2" mt="2">
          <Button
            size="xs"
            variant="outline"
            aria-label={t('schedule.edit.moveEvent', { title: event.title })}
            onClick={() => actions.onMove(event)}
          >
            {t('schedule.edit.move')}
          </Button>
          <Button
            size="xs"
            variant="ghost"
            colorPalette="red"
            aria-label={t('schedule.edit.cancelEvent', { title: event.title })}
            onClick={() => actions.onCancel(event)}
          >
            {t('schedule.edit.cancel')}
          </Button>
        </HStack>
      )}
    </Box>
  );
}
