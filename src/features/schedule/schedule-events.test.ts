import { describe, expect, it } from 'vitest';
import {
  countEvents,
  formatDayLabel,
  formatEventTime,
  scheduleDays,
  type CalendarEvent,
} from './schedule-events';

const event = (id: string, start: string, end: string): CalendarEvent => ({
  id,
  title: `Visit ${id}`,
  start,
  end,
  status: 'confirmed',
  source: 'agent',
  attendeeName: 'Aisha Khan',
  attendeePhone: '+14155550176',
  callId: null,
  functionId: null,
});

const LA = 'America/Los_Angeles';

describe('events by day', () => {
  const events = [
    event('late', '2026-11-24T15:00:00-08:00', '2026-11-24T16:00:00-08:00'),
    event('early', '2026-11-24T08:30:00-08:00', '2026-11-24T09:00:00-08:00'),
    // 23:30 in Los Angeles on the 25th is already the 26th in UTC.
    event('night', '2026-11-26T07:30:00Z', '2026-11-26T08:00:00Z'),
    event('outside', '2026-12-01T10:00:00-08:00', '2026-12-01T11:00:00-08:00'),
    event('broken', 'not a time', 'not a time'),
  ];

  it('puts each event on its day in the time zone, by start time, and leaves out the rest', () => {
    const days = scheduleDays(events, { start: '2026-11-22', end: '2026-11-28' }, LA);
    expect(days.map((day) => day.date)).toEqual([
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
    ]);
    expect(days[2]?.events.map((item) => item.id)).toEqual(['early', 'late']);
    expect(days[3]?.events.map((item) => item.id)).toEqual(['night']);
    expect(countEvents(days)).toBe(3);
  });

  it('follows the time zone of the board', () => {
    const days = scheduleDays(events, { start: '2026-11-26', end: '2026-11-26' }, 'Europe/Madrid');
    expect(days[0]?.events.map((item) => item.id)).toEqual(['night']);
  });

  it('has empty days and no events when nothing falls in the range', () => {
    const days = scheduleDays(events, { start: '2026-11-29', end: '2026-11-29' }, LA);
    expect(days).toEqual([{ date: '2026-11-29', events: [] }]);
    expect(countEvents(days)).toBe(0);
  });
});

describe('texts of an event', () => {
  it('shows the time span in the time zone', () => {
    const visit = event('a', '2026-11-23T08:30:00-08:00', '2026-11-23T09:00:00-08:00');
    expect(formatEventTime(visit, LA, 'en-US')).toMatch(/^8:30\s–\s9:00\sAM$/u);
    expect(formatEventTime(visit, 'America/New_York', 'en-US')).toMatch(/^11:30\sAM\s–\s12:00\sPM$/u);
    expect(formatEventTime(visit, LA, 'es')).toMatch(/^8:30\s?–\s?9:00$/u);
  });

  it('falls back when a time cannot be read', () => {
    expect(formatEventTime(event('b', 'soon', 'later'), LA, 'en-US')).toBe('soon');
    expect(formatEventTime(event('c', '2026-11-23T08:30:00-08:00', 'later'), LA, 'en-US')).toMatch(
      /^8:30\sAM$/u,
    );
  });

  it('names the day', () => {
    expect(formatDayLabel('2026-11-23', 'en-US')).toBe('Monday, November 23');
  });
});
