// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { preferences, preferencesNotifications } from '@/forms/validators.gen';
import { requestProblems, responseExample } from '@/test/contract';
import {
  timeZoneChoices,
  toDisplayForm,
  toDisplayInput,
  toNotificationsForm,
  toNotificationsInput,
  type Preference,
} from './preferences-model';

describe('preferences model', () => {
  it('fills both cards from the contract example of GET /get_preference/', async () => {
    const example = (await responseExample('get', '/get_preference/')) as { data: Preference };
    const display = toDisplayForm(example.data);
    const notifications = toNotificationsForm(example.data);
    expect(display).toEqual({ theme: 'light', timeZone: 'America/Los_Angeles', currency: 'USD' });
    expect(notifications).toEqual({
      inApp: true,
      email: true,
      inbound: true,
      outbound: true,
      balance: true,
      billing: true,
      lowBalanceThreshold: 20,
    });
    expect(preferences(display)).toBe(true);
    expect(preferencesNotifications(notifications)).toBe(true);
  }, 30_000);

  it('sends only the display fields from the display card', async () => {
    const body = toDisplayInput({ theme: 'dark', timeZone: ' America/New_York ', currency: 'EUR' });
    expect(body).toEqual({ theme: 'dark', timeZone: 'America/New_York', currency: 'EUR' });
    expect(await requestProblems('post', '/update_preference/', body)).toBeNull();
  }, 30_000);

  it('sends the whole notifications object from the notifications card', async () => {
    const body = toNotificationsInput({
      inApp: true,
      email: false,
      inbound: true,
      outbound: false,
      balance: true,
      billing: false,
      lowBalanceThreshold: 35.5,
    });
    expect(body).toEqual({
      notifications: {
        inApp: true,
        email: false,
        inbound: true,
        outbound: false,
        balance: true,
        billing: false,
        lowBalanceThreshold: 35.5,
      },
    });
    expect(await requestProblems('post', '/update_preference/', body)).toBeNull();
  }, 30_000);

  it('falls back to the defaults on unexpected stored values', () => {
    const odd = {
      theme: 'sepia',
      language: 'en',
      timeZone: '',
      currency: '',
      notifications: { lowBalanceThreshold: -3 },
    } as unknown as Preference;
    expect(toDisplayForm(odd)).toEqual({ theme: 'light', timeZone: 'America/Los_Angeles', currency: 'USD' });
    expect(toNotificationsForm(odd)).toMatchObject({ inApp: true, lowBalanceThreshold: 20 });
    expect(preferencesNotifications({ ...toNotificationsForm(odd), lowBalanceThreshold: -1 })).toBe(false);
  });

  it('offers the runtime time zones with the stored one first, even an unknown one', () => {
    const zones = timeZoneChoices('Mars/Olympus_Mons').map((choice) => choice.value);
    expect(zones[0]).toBe('Mars/Olympus_Mons');
    expect(zones).toContain('America/Los_Angeles');
    expect(new Set(zones).size).toBe(zones.length);
  });
});
