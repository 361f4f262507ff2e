import { describe, expect, it } from 'vitest';
import { campaign as validateForm } from '@/forms/validators.gen';
import {
  campaignActions,
  campaignProgress,
  campaignToForm,
  crossFieldError,
  emptyCampaignForm,
  formToInput,
  type Campaign,
} from './campaign-model';
import { checkScheduleCall } from './schedule-call';
import { utcToWallClock, wallClockToUtc } from '@/lib/zoned-time';

const stored: Campaign = {
  id: '6650a1f2c3d4e5f622220001',
  name: 'November recall',
  agent: '6650a1f2c3d4e5f6bbbb0002',
  group: '6650a1f2c3d4e5f644440001',
  callerNumber: '+14155550124',
  status: 'running',
  schedule: {
    startAt: '2026-11-02T17:00:00Z',
    endAt: '2026-12-01T01:00:00Z',
    timeZone: 'America/Los_Angeles',
    daysOfWeek: ['mon', 'tue', 'wed', 'thu', 'fri'],
    callWindow: { start: '09:00', end: '17:00' },
  },
  maxAttempts: 3,
  retryDelayMinutes: 1440,
  callsPlaced: 3,
  callsAnswered: 1,
  callsFailed: 1,
  callsPending: 1,
  createdAt: '2026-10-28T17:05:00Z',
  updatedAt: '2026-11-20T15:05:37Z',
};

describe('zoned time', () => {
  it('turns a wall clock of a zone into UTC, across daylight saving', () => {
    expect(wallClockToUtc({ date: '2026-11-02', time: '09:00' }, 'America/Los_Angeles')).toBe(
      '2026-11-02T17:00:00Z',
    );
    expect(wallClockToUtc({ date: '2026-07-01', time: '09:00' }, 'America/Los_Angeles')).toBe(
      '2026-07-01T16:00:00Z',
    );
    expect(wallClockToUtc({ date: '2026-07-01', time: '09:00' }, 'Asia/Kolkata')).toBe(
      '2026-07-01T03:30:00Z',
    );
    expect(wallClockToUtc({ date: '2026-07-01', time: '25:00' }, 'UTC')).toBeNull();
    expect(wallClockToUtc({ date: '2026-07-01', time: '09:00' }, 'Nowhere/City')).toBeNull();
  });
  it('reads an instant in a zone', () => {
    expect(utcToWallClock('2026-12-01T01:00:00Z', 'America/Los_Angeles')).toEqual({
      date: '2026-11-30',
      time: '17:00',
    });
    expect(utcToWallClock('not a date', 'UTC')).toBeNull();
  });
});

describe('campaign form', () => {
  it('maps a stored campaign to a valid form and back to the same schedule, keeping a running status', () => {
    const form = campaignToForm(stored);
    expect(form.startDate).toBe('2026-11-02');
    expect(form.endDate).toBe('2026-11-30');
    expect(validateForm(form)).toBe(true);
    const body = formToInput(form, stored);
    expect(body).not.toBeNull();
    expect(body?.schedule).toEqual(stored.schedule);
    expect(body && 'status' in body).toBe(false);
    expect(body?.callerNumber).toBe('+14155550124');
  });
  it('sends draft or scheduled on create, days in week order', () => {
    const form = {
      ...emptyCampaignForm('2026-11-23'),
      name: '  Welcome  ',
      agent: stored.agent,
      group: stored.group,
      callerNumber: '+14155550124',
      status: 'scheduled' as const,
      daysOfWeek: ['fri' as const, 'mon' as const],
    };
    expect(validateForm(form)).toBe(true);
    const body = formToInput(form);
    expect(body).toMatchObject({
      name: 'Welcome',
      status: 'scheduled',
      schedule: { startAt: '2026-11-23T17:00:00Z', endAt: null, daysOfWeek: ['mon', 'fri'] },
    });
  });
  it('rejects what the schema cannot say', () => {
    expect(crossFieldError({ windowStart: '17:00', windowEnd: '09:00' })).toBe(
      'campaigns.validation.windowOrder',
    );
    expect(crossFieldError({ startDate: '2026-11-23', endDate: '2026-11-22' })).toBe(
      'campaigns.validation.endOrder',
    );
    expect(crossFieldError(campaignToForm(stored))).toBeNull();
    expect(validateForm({ ...emptyCampaignForm('2026-11-23'), name: 'x' })).toBe(false);
  });
});

describe('progress and actions', () => {
  it('shows a dash for figures the server did not send', () => {
    expect(campaignProgress(stored)).toEqual({ called: 3, answered: 1, failed: 1, pending: 1 });
    const { callsFailed: _f, callsPending: _p, ...older } = stored;
    expect(campaignProgress({ ...older, callsPlaced: -4 })).toEqual({
      called: 0,
      answered: 1,
      failed: null,
      pending: null,
    });
  });
  it('allows nothing but delete and calls on an ended campaign', () => {
    expect(campaignActions('ended')).toEqual({ edit: false, schedule: false, toggle: null, end: false });
    expect(campaignActions('running').toggle).toBe('pause');
    expect(campaignActions('paused').toggle).toBe('resume');
    expect(campaignActions('draft').toggle).toBe('resume');
  });
});

describe('schedule call', () => {
  const now = new Date('2026-11-21T08:00:00Z');
  it('turns the recipient wall clock into the UTC instant sent', () => {
    expect(
      checkScheduleCall(
        { leadId: 'a'.repeat(24), when: '2026-11-23T10:30', timeZone: 'America/New_York' },
        now,
      ),
    ).toEqual({ ok: true, leadId: 'a'.repeat(24), at: '2026-11-23T15:30:00Z' });
  });
  it('needs a contact and a future date and time', () => {
    expect(checkScheduleCall({ leadId: '', when: null, timeZone: 'UTC' }, now)).toEqual({
      ok: false,
      errors: { lead: 'campaigns.scheduleCall.leadRequired', when: 'campaigns.scheduleCall.whenRequired' },
    });
    expect(checkScheduleCall({ leadId: 'x', when: '2026-11-20T10:00', timeZone: 'UTC' }, now)).toEqual({
      ok: false,
      errors: { when: 'campaigns.scheduleCall.whenPast' },
    });
  });
});
