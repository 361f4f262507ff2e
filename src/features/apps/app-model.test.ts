import { describe, expect, it } from 'vitest';
import { integrationAccountForm, integrationApiKeyForm } from '@/forms/registry.gen';
import {
  appCategory,
  appInitials,
  connectFormFor,
  integrationLabel,
  integrationStatus,
  isSecretSetting,
  lastError,
  logoSource,
  toIntegrationInput,
  visibleApps,
  visibleSettings,
  withIntegration,
  withSync,
  type App,
  type Integration,
} from './app-model';

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
