import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const answer = (status: number, body: unknown = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const START = { auth: { signIn: 'Iniciar sesión' } };
const ALL = { ...START, shell: { dashboard: 'Panel' } };

// Whether every text is wanted is the page's for its life: each test takes a fresh module.
async function start(fetchImpl: typeof fetch, { lng = 'es', all = false } = {}) {
  vi.stubGlobal('fetch', vi.fn(fetchImpl));
  const backend = await import('./locale-backend');
  if (all) backend.readAllTexts();
  const instance = i18next.createInstance();
  await instance.use(backend.localeBackend).init({ lng, fallbackLng: false, maxRetries: 2, retryTimeout: 1 });
  return { i18n: instance, backend };
}

// The backend asks for a path, as a string.
const byFile = (input: RequestInfo | URL) =>
  Promise.resolve(answer(200, typeof input === 'string' && input.endsWith('/start.json') ? START : ALL));

beforeEach(() => {
  vi.resetModules();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('localeBackend', () => {
  it('reads the sign-in screens’ texts alone at first', async () => {
    const { i18n } = await start(byFile);
    expect(fetch).toHaveBeenCalledExactlyOnceWith('/locales/es/start.json');
    expect(i18n.t('auth.signIn')).toBe('Iniciar sesión');
    expect(i18n.t('shell.dashboard')).toBe('shell.dashboard');
  });

  it('reads every text once the shell wants them, and for a language chosen after', async () => {
    const { i18n, backend } = await start(byFile);
    await backend.loadAllTexts(i18n);
    expect(fetch).toHaveBeenLastCalledWith('/locales/es/translation.json');
    expect(i18n.t('shell.dashboard')).toBe('Panel');
    expect(i18n.t('auth.signIn')).toBe('Iniciar sesión');
    expect(backend.loadAllTexts(i18n)).toBeUndefined();

    await i18n.changeLanguage('en');
    expect(fetch).toHaveBeenLastCalledWith('/locales/en/translation.json');
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('reads every text when the shell wants them while the start texts are still on their way', async () => {
    let arrive = () => {};
    const held = new Promise<void>((resolve) => (arrive = resolve));
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        if (typeof input === 'string' && input.endsWith('/start.json')) await held;
        return byFile(input);
      }),
    );
    const backend = await import('./locale-backend');
    const i18n = i18next.createInstance();
    const initialized = i18n
      .use(backend.localeBackend)
      .init({ lng: 'es', fallbackLng: false, maxRetries: 2, retryTimeout: 1 });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledWith('/locales/es/start.json'));
    const all = backend.loadAllTexts(i18n);
    arrive();
    await initialized;
    await all;
    expect(fetch).toHaveBeenLastCalledWith('/locales/es/translation.json');
    expect(i18n.t('shell.dashboard')).toBe('Panel');
  });

  it('reads every text at once when the page opens in the shell', async () => {
    const { i18n } = await start(byFile, { all: true });
    expect(fetch).toHaveBeenCalledExactlyOnceWith('/locales/es/translation.json');
    expect(i18n.t('shell.dashboard')).toBe('Panel');
  });

  it('tries again after a server failure, as i18next is told to', async () => {
    let calls = 0;
    const { i18n } = await start(() => {
      calls += 1;
      return Promise.resolve(calls < 3 ? answer(503) : answer(200, { hello: 'Hola' }));
    });
    expect(calls).toBe(3);
    expect(i18n.t('hello')).toBe('Hola');
  });

  it('does not ask again for a file that is not there', async () => {
    const { i18n } = await start(() => Promise.resolve(answer(404)));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(i18n.t('hello')).toBe('hello');
  });
});
