import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env';

describe('parseEnv', () => {
  it('gives working defaults when nothing is set', () => {
    const env = parseEnv({});
    expect(env.apiBaseUrl).toBe('/api');
    expect(env.fileHostUrl).toBe('/files');
    expect(env.llmModel).toBe('gpt-4o');
    expect(env.mockMode).toBe(false);
  });

  it('accepts absolute http(s) addresses and same-origin paths, without a trailing slash', () => {
    const env = parseEnv({
      VITE_API_BASE_URL: 'https://api.example.test/v1/',
      VITE_FILE_HOST_URL: '/files/',
      VITE_MOCK_MODE: 'true',
    });
    expect(env.apiBaseUrl).toBe('https://api.example.test/v1');
    expect(env.fileHostUrl).toBe('/files');
    expect(env.mockMode).toBe(true);
  });

  it('names every bad key at once', () => {
    const call = () =>
      parseEnv({
        VITE_API_BASE_URL: 'ftp://nope',
        VITE_DOCS_URL: '//evil.example',
        VITE_MOCK_MODE: 'perhaps',
      });
    expect(call).toThrow(EnvError);
    expect(call).toThrow(/VITE_API_BASE_URL, VITE_DOCS_URL, VITE_MOCK_MODE/);
  });
});
