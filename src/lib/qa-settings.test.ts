import { describe, expect, it } from 'vitest';
import { defaultQaSettings, preferHeader, readQaSettings, writeQaSettings } from './qa-settings';

describe('QA settings', () => {
  it('default to normal answers that the mock remembers, with no latency', () => {
    expect(readQaSettings()).toEqual(defaultQaSettings);
    expect(defaultQaSettings).toMatchObject({ mode: 'examples', data: 'remember', errorTarget: null });
    expect(preferHeader(readQaSettings())).toBeNull();
  });

  it('survive a reload through localStorage', () => {
    const settings = {
      mode: 'error',
      status: 404,
      latencyMs: 300,
      data: 'examples',
      errorTarget: 'agentsGetById',
    } as const;
    writeQaSettings(settings);
    expect(readQaSettings()).toEqual(settings);
  });

  it('read settings stored before the data choice and the failing call existed', () => {
    localStorage.setItem('qaMode', JSON.stringify({ mode: 'error', status: 500, latencyMs: 0 }));
    expect(readQaSettings()).toEqual({
      mode: 'error',
      status: 500,
      latencyMs: 0,
      data: 'remember',
      errorTarget: null,
    });
  });

  it('repair what they cannot use', () => {
    localStorage.setItem(
      'qaMode',
      JSON.stringify({ mode: 'chaos', status: 99, latencyMs: 99999, data: 'forget', errorTarget: 7 }),
    );
    expect(readQaSettings()).toEqual({ ...defaultQaSettings, latencyMs: 10000 });
    localStorage.setItem('qaMode', JSON.stringify({ mode: 'error', errorTarget: '' }));
    expect(readQaSettings().errorTarget).toBeNull();
    localStorage.setItem('qaMode', 'not json');
    expect(readQaSettings()).toEqual(defaultQaSettings);
  });

  it('ask Prism for random data, or an error on every call or on the targeted one only', () => {
    const base = defaultQaSettings;
    expect(preferHeader({ ...base, mode: 'dynamic' })).toBe('dynamic=true');
    expect(preferHeader({ ...base, mode: 'error', status: 404 })).toBe('code=404');
    const aimed = { ...base, mode: 'error', status: 422, errorTarget: 'agentsCreate' } as const;
    expect(preferHeader(aimed)).toBeNull();
    expect(preferHeader(aimed, true)).toBe('code=422');
    expect(preferHeader({ ...aimed, mode: 'examples' }, true)).toBeNull();
  });
});
