import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localeBackend } from './locale-backend';

const answer = (status: number, body: unknown = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function start(fetchImpl: typeof fetch) {
  vi.stubGlobal('fetch', vi.fn(fetchImpl));
  const instance = i18next.createInstance();
  await instance.use(localeBackend).init({ lng: 'es', fallbackLng: false, maxRetries: 2, retryTimeout: 1 });
  return instance;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('localeBackend', () => {
  it('reads the language file the translations come from', async () => {
    const i18n = await start(() => Promise.resolve(answer(200, { hello: 'Hola' })));
    expect(fetch).toHaveBeenCalledWith('/locales/es/translation.json');
    expect(i18n.t('hello')).toBe('Hola');
  });

  it('tries again after a server failure, as i18next is told to', async () => {
    let calls = 0;
    const i18n = await start(() => {
      calls += 1;
      return Promise.resolve(calls < 3 ? answer(503) : answer(200, { hello: 'Hola' }));
    });
    expect(calls).toBe(3);
    expect(i18n.t('hello')).toBe('Hola');
  });

  it('does not ask again for a file that is not there', async () => {
    const i18n = await start(() => Promise.resolve(answer(404)));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(i18n.t('hello')).toBe('hello');
  });
});
