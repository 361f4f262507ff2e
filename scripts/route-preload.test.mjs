import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { assetsIn, preloadScript, readRouteTree, screensOf } from './route-preload.mjs';

// Vitest runs from the project's root; in jsdom, import.meta.url is not a file address.
const routeTree = readFileSync(join(process.cwd(), 'src/routeTree.gen.ts'), 'utf8');
const screens = screensOf(readRouteTree(routeTree));
const screenAt = (pathname) => screens.filter((screen) => new RegExp(screen.pattern).test(pathname));

describe('the screens of the route tree', () => {
  it('reads every route with its file, layouts included', () => {
    const routes = readRouteTree(routeTree);
    expect(routes).toContainEqual({ id: '/login', fullPath: '/login', file: 'login' });
    expect(routes).toContainEqual({ id: '/_app/_guarded', fullPath: '/', file: '_app/_guarded' });
    expect(routes).toContainEqual({
      id: '/_app/_guarded/superadmin/did',
      fullPath: '/superadmin/did',
      file: '_app/_guarded/superadmin.did',
    });
  });

  it('gives each address one screen, with its layouts first', () => {
    expect(screenAt('/superadmin/did')).toEqual([
      {
        pattern: '^/superadmin/did/?$',
        shell: true,
        guarded: true,
        files: [
          'src/routes/_app',
          'src/routes/_app/_guarded',
          'src/routes/_app/_guarded/superadmin',
          'src/routes/_app/_guarded/superadmin.did',
        ],
      },
    ]);
    expect(screenAt('/login')).toEqual([
      { pattern: '^/login/?$', shell: false, guarded: false, files: ['src/routes/login'] },
    ]);
    expect(screenAt('/')).toEqual([
      { pattern: '^/?$', shell: false, guarded: false, files: ['src/routes/index'] },
    ]);
    // A recording shared by link plays in the shell without a session.
    expect(screenAt('/playcall').map(({ shell, guarded }) => ({ shell, guarded }))).toEqual([
      { shell: true, guarded: false },
    ]);
  });

  it('matches an index with or without its slash, and a parameter in its place', () => {
    for (const pathname of ['/superadmin', '/superadmin/']) {
      expect(screenAt(pathname).map((screen) => screen.files.at(-1))).toEqual([
        'src/routes/_app/_guarded/superadmin.index',
      ]);
    }
    expect(screenAt('/new_password/abc123').map((screen) => screen.files)).toEqual([
      ['src/routes/new_password.$token'],
    ]);
    expect(screenAt('/new_password/abc/more')).toEqual([]);
    expect(screenAt('/nowhere')).toEqual([]);
  });
});

describe('the files a screen loads', () => {
  const chunk = (fileName, facadeModuleId, imports = [], css = []) => ({
    type: 'chunk',
    fileName,
    facadeModuleId,
    isEntry: facadeModuleId === '/app/index.html',
    imports,
    viteMetadata: { importedCss: new Set(css) },
  });
  const bundle = Object.fromEntries(
    [
      chunk('assets/index.js', '/app/index.html', ['assets/react.js']),
      chunk('assets/react.js', null),
      chunk(
        'assets/login.js',
        '/app/src/routes/login.tsx?tsr-split=component---loader',
        ['assets/react.js', 'assets/form.js'],
        ['assets/login.css'],
      ),
      chunk('assets/form.js', null, ['assets/field.js'], ['assets/form.css']),
      chunk('assets/field.js', null),
      chunk('assets/login-error.js', '/app/src/routes/login.tsx?tsr-split=errorComponent'),
      chunk('assets/signup.js', '/app/src/routes/signup.tsx?tsr-split=component---loader'),
    ].map((item) => [item.fileName, item]),
  );

  it("is the route's component chunk, what it imports beyond the entry, and their styles", () => {
    expect(assetsIn(bundle, '/app')(['src/routes/login'])).toEqual([
      'assets/login.js',
      'assets/form.js',
      'assets/field.js',
      'assets/login.css',
      'assets/form.css',
    ]);
  });
});

describe('the script', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    localStorage.clear();
    history.replaceState(null, '', '/');
  });
  const run = (pathname) => {
    history.replaceState(null, '', pathname);
    new Function(
      preloadScript({
        screens: [
          {
            pattern: '^/login/?$',
            shell: false,
            guarded: false,
            assets: ['assets/login.js', 'assets/login.css'],
          },
          { pattern: '^/calls/?$', shell: true, guarded: true, assets: ['assets/calls.js'] },
          { pattern: '^/playcall/?$', shell: true, guarded: false, assets: ['assets/playcall.js'] },
        ],
        languages: ['en', 'es'],
        fallback: 'en',
      }),
    )();
    return [...document.head.querySelectorAll('link')].map((link) => [
      link.rel,
      new URL(link.href).pathname,
      link.getAttribute('as'),
      link.crossOrigin,
    ]);
  };

  it("asks for the screen's code, styles and start texts outside the shell", () => {
    expect(run('/login')).toEqual([
      ['modulepreload', '/assets/login.js', null, ''],
      ['preload', '/assets/login.css', 'style', ''],
      ['preload', '/locales/en/start.json', 'fetch', ''],
    ]);
  });

  it('asks for every text in the shell, in the chosen language and in English', () => {
    localStorage.setItem('token', 'a.session.token');
    localStorage.setItem('language', 'es');
    expect(run('/calls')).toEqual([
      ['modulepreload', '/assets/calls.js', null, ''],
      ['preload', '/locales/es/translation.json', 'fetch', ''],
      ['preload', '/locales/en/translation.json', 'fetch', ''],
    ]);
  });

  it('falls back to English for a language it has no texts in, and asks for nothing elsewhere', () => {
    localStorage.setItem('token', 'a.session.token');
    localStorage.setItem('language', 'fr');
    expect(run('/calls').filter(([, href]) => href.startsWith('/locales/'))).toEqual([
      ['preload', '/locales/en/translation.json', 'fetch', ''],
    ]);
    document.head.innerHTML = '';
    expect(run('/nowhere')).toEqual([]);
  });

  it('asks for the sign-in screen at a guarded address without a session, the shell elsewhere', () => {
    expect(run('/calls')).toEqual([
      ['modulepreload', '/assets/login.js', null, ''],
      ['preload', '/assets/login.css', 'style', ''],
      ['preload', '/locales/en/start.json', 'fetch', ''],
    ]);
    document.head.innerHTML = '';
    expect(run('/playcall')).toEqual([
      ['modulepreload', '/assets/playcall.js', null, ''],
      ['preload', '/locales/en/translation.json', 'fetch', ''],
    ]);
  });

  it("asks for each of a screen's files once, those it shares with other screens too", () => {
    history.replaceState(null, '', '/agent');
    localStorage.setItem('token', 'a.session.token');
    new Function(
      preloadScript({
        screens: [
          { pattern: '^/login/?$', shell: false, guarded: false, assets: ['assets/a.js', 'assets/b.css'] },
          { pattern: '^/calls/?$', shell: true, guarded: true, assets: ['assets/c.js', 'assets/d.js'] },
          {
            pattern: '^/agent/?$',
            shell: true,
            guarded: true,
            assets: ['assets/d.js', 'assets/e.js', 'assets/a.js', 'assets/b.css'],
          },
        ],
        languages: ['en'],
        fallback: 'en',
      }),
    )();
    expect([...document.head.querySelectorAll('link')].map((link) => new URL(link.href).pathname)).toEqual([
      '/assets/a.js',
      '/assets/b.css',
      '/assets/d.js',
      '/assets/e.js',
      '/locales/en/translation.json',
    ]);
  });

  it('fails the build for a file outside assets/, which the script could not name', () => {
    expect(() =>
      preloadScript({
        screens: [{ pattern: '^/$', shell: false, guarded: false, assets: ['static/x.js'] }],
        languages: ['en'],
        fallback: 'en',
      }),
    ).toThrow('static/x.js is not in assets/');
  });

  // Where the console ran first (a loaded machine, the entry from the cache), its own read is the one.
  it('asks for no texts once the console has asked for them, the code all the same', async () => {
    const { TEXTS_ASKED } = await import('../src/api/locale-backend');
    document.documentElement.setAttribute(TEXTS_ASKED, '');
    try {
      expect(run('/login')).toEqual([
        ['modulepreload', '/assets/login.js', null, ''],
        ['preload', '/assets/login.css', 'style', ''],
      ]);
    } finally {
      document.documentElement.removeAttribute(TEXTS_ASKED);
    }
  });

  // The script decides as the guard will, without importing it: the same key, the same address.
  it('reads the session where the console keeps it, and sends where the guard does', async () => {
    const { storageKeys } = await import('../src/lib/session/storage');
    const guard = readFileSync(join(process.cwd(), 'src/routes/_app/_guarded.tsx'), 'utf8');
    expect(guard).toContain("redirect({ to: '/login'");
    localStorage.setItem(storageKeys.token, 'a.session.token');
    expect(run('/calls')[0]).toEqual(['modulepreload', '/assets/calls.js', null, '']);
  });
});
