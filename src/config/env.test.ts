import { afterEach, describe, expect, it, vi } from 'vitest';
import { EnvError, parseEnv, readEnv } from './env';

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

  it("finds the tour's video and captions on the file host unless they are set apart", () => {
    expect(parseEnv({ VITE_FILE_HOST_URL: 'https://files.example.test/' })).toMatchObject({
      tourVideoUrl: 'https://files.example.test/samples/tour/agent.webm',
      tourCaptionsUrl: 'https://files.example.test/samples/tour/agent.{lng}.vtt',
    });
    const own = parseEnv({
      VITE_TOUR_VIDEO_URL: 'https://cdn.example.test/tour.mp4',
      VITE_TOUR_CAPTIONS_URL: 'https://cdn.example.test/tour.{lng}.vtt',
    });
    expect(own.tourVideoUrl).toBe('https://cdn.example.test/tour.mp4');
    expect(own.tourCaptionsUrl).toBe('https://cdn.example.test/tour.{lng}.vtt');
    expect(() => parseEnv({ VITE_TOUR_VIDEO_URL: 'javascript:alert(1)' })).toThrow(/VITE_TOUR_VIDEO_URL/);
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

  it('uses no card payment provider by default in a production build, the mock in development', () => {
    const production = parseEnv({});
    expect(production.paymentProviderScript).toBeNull();
    expect(production.paymentPublishableKey).toBeNull();
    expect(production.paymentMode).toBe('none');
    expect(parseEnv({ DEV: true }).paymentMode).toBe('mock');
  });

  it('uses the configured card payment provider, except in mock mode', () => {
    const raw = {
      VITE_PAYMENT_PROVIDER_SCRIPT: 'https://js.stripe.com/v3/',
      VITE_PAYMENT_PUBLISHABLE_KEY: ' pk_test_51Abc ',
    };
    const env = parseEnv(raw);
    expect(env.paymentProviderScript).toBe('https://js.stripe.com/v3');
    expect(env.paymentPublishableKey).toBe('pk_test_51Abc');
    expect(env.paymentMode).toBe('provider');
    expect(parseEnv({ ...raw, DEV: true, VITE_MOCK_MODE: 'false' }).paymentMode).toBe('provider');
    expect(parseEnv({ ...raw, VITE_MOCK_MODE: 'true' }).paymentMode).toBe('mock');
    expect(env.paymentProviderOrigins).toEqual([]);
    expect(
      parseEnv({
        ...raw,
        VITE_PAYMENT_PROVIDER_ORIGINS: 'https://api.stripe.com, https://hooks.stripe.com/x',
      }).paymentProviderOrigins,
    ).toEqual(['https://api.stripe.com', 'https://hooks.stripe.com']);
    expect(() => parseEnv({ ...raw, VITE_PAYMENT_PROVIDER_ORIGINS: 'http://api.stripe.com' })).toThrow(
      /VITE_PAYMENT_PROVIDER_ORIGINS/,
    );
  });

  it('refuses a payment script that is not an http(s) address, and a script or key alone', () => {
    expect(() =>
      parseEnv({ VITE_PAYMENT_PROVIDER_SCRIPT: 'javascript:alert(1)', VITE_PAYMENT_PUBLISHABLE_KEY: 'pk_1' }),
    ).toThrow(/VITE_PAYMENT_PROVIDER_SCRIPT/);
    expect(() => parseEnv({ VITE_PAYMENT_PROVIDER_SCRIPT: 'https://js.stripe.com/v3' })).toThrow(
      /VITE_PAYMENT_PUBLISHABLE_KEY/,
    );
    expect(() => parseEnv({ VITE_PAYMENT_PUBLISHABLE_KEY: 'pk_test_1' })).toThrow(
      /VITE_PAYMENT_PROVIDER_SCRIPT/,
    );
  });
});

describe('a build with a bad setting', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('still loads, with the defaults in place and the bad keys named for the entry point to show', async () => {
    vi.stubEnv('VITE_LLM_BASE_URL', 'javascript:alert(1)');
    vi.resetModules();
    const loaded = await import('./env');
    expect(loaded.envError?.keys).toEqual(['VITE_LLM_BASE_URL']);
    expect(loaded.env.llmBaseUrl).toBe('/llm');
  });

  it('readEnv names the keys without throwing', () => {
    const { env, error } = readEnv({ VITE_DOCS_URL: '//evil.example' });
    expect(error).toBeInstanceOf(EnvError);
    expect(error?.keys).toEqual(['VITE_DOCS_URL']);
    expect(env.docsUrl).toBe('https://docs.voiceagent-console.com');
    expect(readEnv({}).error).toBeNull();
  });
});
