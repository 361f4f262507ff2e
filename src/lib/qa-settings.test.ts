import { describe, expect, it } from 'vitest';
import { defaultQaSettings, preferHeader, readQaSettings, writeQaSettings } from './qa-settings';

describe('QA settings', () => {
  it('default to the examples with no latency', () => {
    expect(readQaSettings()).toEqual(defaultQaSettings);
    expect(preferHeader(readQaSettings())).toBeNull();
  });

  it('survive a reload through localStorage', () => {
    writeQaSettings({ mode: 'error', status: 404, latencyMs: 300 });
    expect(readQaSettings()).toEqual({ mode: 'error', status: 404, latencyMs: 300 });
    expect(preferHeader(readQaSettings())).toBe('code=404');
  });

  it('repair what they cannot use', () => {
    localStorage.setItem('qaMode', JSON.stringify({ mode: 'chaos', status: 99, latencyMs: 99999 }));
    expect(readQaSettings()).toEqual({ mode: 'examples', status: 500, latencyMs: 10000 });
    localStorage.setItem('qaMode', 'not json');
    expect(readQaSettings()).toEqual(defaultQaSettings);
  });
});
