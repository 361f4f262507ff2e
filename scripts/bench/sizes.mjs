import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

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

export function measureSizes(outDir) {
  const manifest = JSON.parse(readFileSync(`${outDir}/.vite/manifest.json`, 'utf8'));
  const gzip = (file) => gzipSync(readFileSync(`${outDir}/${file}`), { level: 9 }).length;

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
    return { firstPaint: sizeOf(files(keys)), later };
  };

  return {
    unit: 'bytes (gzip -9)',
    entry: sizeOf(files(entry)),
    screens: Object.fromEntries(
      Object.entries(SCREENS).map(([path, routeFiles]) => [path, screen(routeFiles)]),
    ),
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
  console.log('\nroute chunks (beyond the entry), gzip:');
  for (const [key, size] of Object.entries(sizes.routeChunks))
    console.log(`  ${key.padEnd(70)} ${kib(size.total)}`);
}
