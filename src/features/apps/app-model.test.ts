import { describe, expect, it } from 'vitest';
import {
  integrationAccountForm,
  integrationApiKeyForm,
  integrationEditApiKeyForm,
  integrationEditForm,
} from '@/forms/registry.gen';
import {
  appCategory,
  appInitials,
  integrationLabel,
  integrationStatus,
  isSecretSetting,
  lastError,
  logoSource,
  toEditForm,
  toIntegrationInput,
  toIntegrationUpdate,
  visibleApps,
  visibleSettings,
  withIntegration,
  withSync,
  type App,
  type Integration,
} from './app-model';
import { connectFormFor, editFormFor } from './app-drawers';

const app = (over: Partial<App> = {}): App => ({
  id: '6650a1f2c3d4e5f6bdbd0004',
  name: 'Calendly',
  slug: 'calendly',
  description: '',
  category: 'calendar',
  logo: '/samples/apps/calendly.svg',
  authType: 'api_key',
  website: 'https://calendly.com',
  isActive: true,
  features: [],
  createdAt: '2026-01-12T09:00:00Z',
  ...over,
});

const integration = (over: Partial<Integration> = {}): Integration => ({
  id: '6650a1f2c3d4e5f6bfbf0001',
  app: '6650a1f2c3d4e5f6bdbd0003',
  appName: 'Google Calendar',
  company: '6650a1f2c3d4e5f6aaaa0001',
  status: 'connected',
  syncEnabled: true,
  lastSyncedAt: null,
  settings: {},
  createdAt: '2026-02-16T18:04:00Z',
  ...over,
});

describe('toIntegrationInput', () => {
  it('sends the trimmed API key and account id with the sync choice', () => {
    expect(
      toIntegrationInput(app(), {
        apiKey: '  cal_pat_7Hq2Lm9X ',
        accountId: ' consult ',
        syncEnabled: false,
      }),
    ).toEqual({
      app: '6650a1f2c3d4e5f6bdbd0004',
      settings: { apiKey: 'cal_pat_7Hq2Lm9X', accountId: 'consult' },
      syncEnabled: false,
    });
  });

  it('leaves out blank settings and syncs by default', () => {
    expect(toIntegrationInput(app(), { apiKey: 'cal_pat_7Hq2Lm9X', accountId: '   ' })).toEqual({
      app: '6650a1f2c3d4e5f6bdbd0004',
      settings: { apiKey: 'cal_pat_7Hq2Lm9X' },
      syncEnabled: true,
    });
  });

  it('never sends an API key for an app that does not take one', () => {
    expect(
      toIntegrationInput(app({ authType: 'oauth2' }), { apiKey: 'stale-key-1234', accountId: 'office' })
        .settings,
    ).toEqual({ accountId: 'office' });
  });
});

describe('connect forms', () => {
  it('asks for an API key only from api_key apps', () => {
    expect(connectFormFor(app())).toBe(integrationApiKeyForm);
    expect(connectFormFor(app({ authType: 'oauth2' }))).toBe(integrationAccountForm);
    expect(connectFormFor(app({ authType: 'none' }))).toBe(integrationAccountForm);
  });

  it('refuses a short or spaced key and accepts a real one', () => {
    const { validator, schema } = integrationApiKeyForm;
    expect(validator.isValid(schema, { apiKey: 'short' }, schema)).toBe(false);
    expect(validator.isValid(schema, { apiKey: 'has a space' }, schema)).toBe(false);
    expect(validator.isValid(schema, {}, schema)).toBe(false);
    expect(
      validator.isValid(schema, { apiKey: 'cal_pat_7Hq2Lm9Xv4Rt8Wz19c1e', syncEnabled: true }, schema),
    ).toBe(true);
  });
});

describe('settings shown', () => {
  it('hides secrets, masked or not, the error text and blanks', () => {
    expect(
      visibleSettings({
        accountEmail: 'frontdesk@brightsmile-dental.com',
        refreshToken: '••••a91c',
        apiKey: '••••9c1e',
        clientSecret: 'x',
        password: 'y',
        lastError: 'Google revoked access',
        eventTypeId: ' ',
        timeZone: 'America/Los_Angeles',
      }),
    ).toEqual([
      ['accountEmail', 'frontdesk@brightsmile-dental.com'],
      ['timeZone', 'America/Los_Angeles'],
    ]);
    expect(visibleSettings(null)).toEqual([]);
    expect(isSecretSetting('apiKey')).toBe(true);
    expect(isSecretSetting('calendarId')).toBe(false);
  });

  it('reads the last error', () => {
    expect(lastError(integration({ settings: { lastError: ' Revoked. ' } }))).toBe('Revoked.');
    expect(lastError(integration())).toBe('');
  });
});

describe('integrationLabel', () => {
  it('names the account so that two connections of one app differ', () => {
    expect(
      integrationLabel(integration({ settings: { accountEmail: 'paloalto@brightsmile-dental.com' } })),
    ).toBe('Google Calendar (paloalto@brightsmile-dental.com)');
    expect(integrationLabel(integration({ appName: 'Calendly', settings: { eventTypeId: 'consult' } }))).toBe(
      'Calendly (consult)',
    );
    expect(integrationLabel(integration({ appName: '  ', settings: {} }))).toBe('—');
  });
});

describe('lists', () => {
  it('switches one integration and replaces it with the server copy', () => {
    const list = [integration(), integration({ id: '6650a1f2c3d4e5f6bfbf0002' })];
    const switched = withSync(list, '6650a1f2c3d4e5f6bfbf0002', false);
    expect(switched.map((item) => item.syncEnabled)).toEqual([true, false]);
    expect(list[1]?.syncEnabled).toBe(true);
    const replaced = withIntegration(switched, integration({ status: 'error' }));
    expect(replaced[0]?.status).toBe('error');
    expect(replaced[1]?.syncEnabled).toBe(false);
  });

  it('shows active apps by name', () => {
    const apps = [
      app({ name: 'JobNimbus' }),
      app({ name: 'AccuLynx' }),
      app({ name: 'Old', isActive: false }),
    ];
    expect(visibleApps(apps).map((item) => item.name)).toEqual(['AccuLynx', 'JobNimbus']);
  });

  it('falls back for unknown enum values', () => {
    expect(appCategory({ category: 'weird' as App['category'] })).toBe('other');
    expect(appCategory({ category: 'roofing' })).toBe('roofing');
    expect(integrationStatus({ status: 'odd' as Integration['status'] })).toBe('error');
  });
});

describe('logos', () => {
  it('loads only relative paths, from the file host', () => {
    expect(logoSource('/samples/apps/jobnimbus.svg', '/files')).toBe('/files/samples/apps/jobnimbus.svg');
    expect(logoSource('/samples/apps/calendly.svg', 'https://files.example.test')).toBe(
      'https://files.example.test/samples/apps/calendly.svg',
    );
    expect(logoSource('//evil.example/x.svg', '/files')).toBeUndefined();
    expect(logoSource('https://evil.example/x.svg', '/files')).toBeUndefined();
    expect(logoSource('javascript:alert(1)', '/files')).toBeUndefined();
    expect(logoSource('', '/files')).toBeUndefined();
    expect(logoSource('/', '/files')).toBeUndefined();
    expect(logoSource(null, '/files')).toBeUndefined();
    expect(appInitials('Google Calendar')).toBe('GC');
    expect(appInitials('   ')).toBe('?');
  });
});

describe('editing an integration', () => {
  const calendar = integration({
    settings: {
      accountEmail: 'frontdesk@brightsmile-dental.com',
      calendarId: 'frontdesk@brightsmile-dental.com',
      timeZone: 'America/Los_Angeles',
      refreshToken: '••••a91c',
      lastError: 'Revoked.',
    },
  });

  it('starts from the settings shown, without secrets or the error', () => {
    expect(toEditForm(calendar)).toEqual({
      settings: [
        { key: 'accountEmail', value: 'frontdesk@brightsmile-dental.com' },
        { key: 'calendarId', value: 'frontdesk@brightsmile-dental.com' },
        { key: 'timeZone', value: 'America/Los_Angeles' },
      ],
      syncEnabled: true,
    });
  });

  it('sends the changed settings, clears the ones taken out and keeps the stored secrets', () => {
    expect(
      toIntegrationUpdate(calendar, {
        settings: [
          { key: 'accountEmail', value: 'frontdesk@brightsmile-dental.com' },
          { key: ' calendarId ', value: ' appointments@brightsmile-dental.com ' },
          { key: 'eventColor' },
          { key: 'refreshToken', value: 'stolen' },
          { key: 'lastError', value: '' },
          { key: '  ', value: 'lost' },
        ],
        syncEnabled: false,
      }),
    ).toEqual({
      app: '6650a1f2c3d4e5f6bdbd0003',
      settings: {
        accountEmail: 'frontdesk@brightsmile-dental.com',
        calendarId: 'appointments@brightsmile-dental.com',
        timeZone: '',
        eventColor: '',
      },
      syncEnabled: false,
    });
  });

  it('sends a key only when a new one is typed', () => {
    const calendly = integration({ settings: { apiKey: '••••9c1e', eventTypeId: 'consult' } });
    expect(toIntegrationUpdate(calendly, toEditForm(calendly)).settings).toEqual({ eventTypeId: 'consult' });
    expect(toIntegrationUpdate(calendly, { apiKey: ' cal_pat_new_12345 ' }).settings).toEqual({
      eventTypeId: '',
      apiKey: 'cal_pat_new_12345',
    });
    expect(toIntegrationUpdate(calendly, {}).syncEnabled).toBe(true);
  });

  it('asks for a new key where the connection takes one', () => {
    expect(editFormFor(calendar, app({ authType: 'oauth2' }))).toBe(integrationEditForm);
    expect(editFormFor(calendar, app())).toBe(integrationEditApiKeyForm);
    expect(editFormFor(integration({ settings: { apiKey: '••••9c1e' } }), undefined)).toBe(
      integrationEditApiKeyForm,
    );
    expect(editFormFor(calendar, undefined)).toBe(integrationEditForm);
  });

  it('refuses secrets and the error as setting names, and accepts a blank key', () => {
    const { validator, schema } = integrationEditApiKeyForm;
    const valid = (settings: { key: string; value?: string }[], apiKey?: string) =>
      validator.isValid(schema, { settings, ...(apiKey === undefined ? {} : { apiKey }) }, schema);
    expect(valid([{ key: 'calendarId', value: 'x' }, { key: 'event_type_2' }])).toBe(true);
    for (const key of ['apiKey', 'refresh_TOKEN', 'clientSecret', 'password', 'lastError', '2fast', 'a b'])
      expect(valid([{ key }]), key).toBe(false);
    expect(valid([], 'short')).toBe(false);
    expect(valid([], 'cal_pat_7Hq2Lm9X')).toBe(true);
  });
});
