import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { composition } from './module-sizes.mjs';

// A guarded route's first paint includes these parents' chunks too.
const GUARDED = ['src/routes/__root.tsx', 'src/routes/_app.tsx', 'src/routes/_app/_guarded.tsx'];

const SCREENS = {
  '/login': ['src/routes/__root.tsx', 'src/routes/login.tsx'],
  '/dashboard': [...GUARDED, 'src/routes/_app/_guarded/dashboard.tsx'],
  '/agent': [...GUARDED, 'src/routes/_app/_guarded/agent.index.tsx'],
  '/agent/prompt_editor': [...GUARDED, 'src/routes/_app/_guarded/agent.prompt_editor.tsx'],
  '/calls': [...GUARDED, 'src/routes/_app/_guarded/calls.tsx'],
  '/conversationflow': [...GUARDED, 'src/routes/_app/_guarded/conversationflow.tsx'],
  '/playcall': ['src/routes/__root.tsx', 'src/routes/_app.tsx', 'src/routes/_app/playcall.tsx'],
};

// The screens drawn by forms/ (RJSF): the form runtime is shared by them, each keeps its own code.
const FORM_ROUTES = [
  'companies',
  'contacts.index',
  'campaign',
  'testzone',
  'apps',
  'superadmin.action',
  'superadmin.agents',
  'superadmin.did',
  'superadmin.edit-minute-prices',
  'superadmin.license-minute-prices',
  'superadmin.plan',
  'superadmin.role',
  'superadmin.voice',
].map((name) => `src/routes/_app/_guarded/${name}.tsx`);

export function measureSizes(outDir) {
  const manifest = JSON.parse(readFileSync(`${outDir}/.vite/manifest.json`, 'utf8'));
  const gzipped = new Map();
  const gzip = (file) => {
    if (!gzipped.has(file))
      gzipped.set(file, gzipSync(readFileSync(`${outDir}/${file}`), { level: 9 }).length);
    return gzipped.get(file);
  };
  const modulesFile = `${outDir}/.vite/modules.json`;
  const modules = existsSync(modulesFile) ? JSON.parse(readFileSync(modulesFile, 'utf8')) : null;
  const madeOf = (list) =>
    modules
      ? composition(
          list.filter((f) => f.endsWith('.js')),
          modules,
          gzip,
        )
      : {};

  const closure = (key, seen = new Set()) => {
    if (!manifest[key] || seen.has(key)) return seen;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, seen);
    return seen;
  };
  const files = (keys) => {
    const out = new Set();
    for (const key of keys) {
      out.add(manifest[key].file);
      for (const css of manifest[key].css ?? []) out.add(css);
    }
    return [...out];
  };
  const sizeOf = (list) => {
    const js = list.filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gzip(f), 0);
    const css = list.filter((f) => f.endsWith('.css')).reduce((sum, f) => sum + gzip(f), 0);
    return { js, css, total: js + css };
  };

  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const entry = closure(entryKey);
  // With autoCodeSplitting every route file yields lazy chunks "src/routes/<file>?tsr-split=...".
  const routeChunks = Object.keys(manifest).filter((key) => key.startsWith('src/routes/'));
  const routeFile = (key) => key.replace(/\?.*$/, '');

  const screen = (routeFiles) => {
    const keys = new Set(entry);
    for (const key of routeChunks.filter((k) => routeFiles.includes(routeFile(k)))) closure(key, keys);
    const later = {};
    for (const key of keys) {
      for (const lazy of manifest[key].dynamicImports ?? []) {
        if (lazy.startsWith('src/routes/')) continue;
        const extra = [...closure(lazy)].filter((k) => !keys.has(k));
        if (extra.length > 0) later[lazy] = sizeOf(files(extra));
      }
    }
    return { firstPaint: sizeOf(files(keys)), later, madeOf: madeOf(files(keys)) };
  };

  // What a route loads beyond the entry, and of that what no other route loads: its own code.
  const beyondEntry = (routeKey) => [...closure(routeKey)].filter((k) => !entry.has(k));
  const reach = new Map(routeChunks.map((key) => [key, beyondEntry(key)]));
  const ownOf = (routePath) => {
    const mine = routeChunks.filter((key) => routeFile(key) === routePath);
    const others = new Set(
      routeChunks.filter((key) => routeFile(key) !== routePath).flatMap((key) => reach.get(key) ?? []),
    );
    return sizeOf(
      files([...new Set(mine.flatMap((key) => reach.get(key) ?? []))].filter((k) => !others.has(k))),
    );
  };
  const formRoutes = Object.fromEntries(FORM_ROUTES.map((path) => [path, ownOf(path)]));
  const runtimeKeys = new Set(
    FORM_ROUTES.flatMap((path) => routeChunks.filter((key) => routeFile(key) === path))
      .flatMap((key) => reach.get(key) ?? [])
      .filter((key) =>
        Object.keys(modules?.[manifest[key].file] ?? {}).some((group) => group.startsWith('@rjsf/')),
      ),
  );

  return {
    unit: 'bytes (gzip -9)',
    entry: { ...sizeOf(files(entry)), madeOf: madeOf(files(entry)) },
    screens: Object.fromEntries(
      Object.entries(SCREENS).map(([path, routeFiles]) => [path, screen(routeFiles)]),
    ),
    forms: {
      runtime: {
        ...sizeOf(files([...runtimeKeys])),
        chunks: files([...runtimeKeys]),
        madeOf: madeOf(files([...runtimeKeys])),
      },
      largestRoute: Math.max(0, ...Object.values(formRoutes).map((size) => size.total)),
      routes: formRoutes,
    },
    routeChunks: Object.fromEntries(
      routeChunks.map((key) => [key, sizeOf(files([...closure(key)].filter((k) => !entry.has(k))))]),
    ),
  };
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

export function printSizes(sizes) {
  console.log('\nfirst paint (entry + the route chunks of the screen), gzip:');
  for (const [path, { firstPaint, later }] of Object.entries(sizes.screens)) {
    console.log(
      `  ${path.padEnd(22)} JS ${kib(firstPaint.js).padStart(10)}  CSS ${kib(firstPaint.css).padStart(9)}  total ${kib(firstPaint.total)}`,
    );
    for (const [lazy, size] of Object.entries(later)) {
      console.log(`  ${''.padEnd(22)} + later ${lazy}: ${kib(size.total)}`);
    }
  }
  console.log(
    `  ${'entry'.padEnd(22)} JS ${kib(sizes.entry.js).padStart(10)}  CSS ${kib(sizes.entry.css).padStart(9)}`,
  );
  printMadeOf('entry', sizes.entry.madeOf);
  for (const [path, { madeOf }] of Object.entries(sizes.screens))
    printMadeOf(`first paint of ${path}`, madeOf);
  console.log(`\nform runtime (shared by the form routes), gzip: ${kib(sizes.forms.runtime.total)}`);
  printMadeOf('form runtime', sizes.forms.runtime.madeOf);
  console.log('form routes, their own code (what no other route loads), gzip:');
  for (const [key, size] of Object.entries(sizes.forms.routes))
    console.log(`  ${key.padEnd(70)} ${kib(size.total)}`);
  console.log('\nroute chunks (beyond the entry), gzip:');
  for (const [key, size] of Object.entries(sizes.routeChunks))
    console.log(`  ${key.padEnd(70)} ${kib(size.total)}`);
}

// The largest parts, by package or source folder; the rest summed, so that the lines add up.
function printMadeOf(what, madeOf, shown = 12) {
  const parts = Object.entries(madeOf ?? {});
  if (parts.length === 0) return;
  console.log(`\n${what}, by package and source folder (gzip, estimated):`);
  for (const [group, bytes] of parts.slice(0, shown))
    console.log(`  ${group.padEnd(48)} ${kib(bytes).padStart(10)}`);
  const rest = parts.slice(shown).reduce((sum, [, bytes]) => sum + bytes, 0);
  if (rest > 0) console.log(`  ${`${parts.length - shown} more`.padEnd(48)} ${kib(rest).padStart(10)}`);
}
