// `npm run bench`: builds the console and measures what the first paint of a route costs: the
// gzip size of the JS and CSS that the browser must load for /login and for /dashboard (the
// entry chunk, its static imports, and the route's own lazy chunks), and of every route chunk.
// Prints a table and writes bench/results.json. It measures; it asserts nothing.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const build = spawnSync('npx', ['vite', 'build', '--manifest', '--logLevel', 'warn'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8'));
const gzip = (file) => gzipSync(readFileSync(`dist/${file}`), { level: 9 }).length;

/** Files a chunk needs before it can run: itself, its static imports (recursively) and their CSS. */
function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const imported of chunk.imports ?? []) closure(imported, seen);
  return seen;
}
function files(keys) {
  const out = new Set();
  for (const key of keys) {
    const chunk = manifest[key];
    out.add(chunk.file);
    for (const css of chunk.css ?? []) out.add(css);
  }
  return [...out];
}
const sizeOf = (list) => {
  const js = list.filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gzip(f), 0);
  const css = list.filter((f) => f.endsWith('.css')).reduce((sum, f) => sum + gzip(f), 0);
  return { js, css, total: js + css };
};

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const entry = closure(entryKey);
// With autoCodeSplitting every route file yields lazy chunks whose source is "src/routes/<file>?tsr-split=...".
const routeChunks = Object.keys(manifest).filter((key) => key.startsWith('src/routes/'));
const routeFile = (key) => key.replace(/\?.*$/, '');

function firstPaint(routeFiles) {
  const keys = new Set(entry);
  for (const key of routeChunks.filter((k) => routeFiles.includes(routeFile(k)))) closure(key, keys);
  return sizeOf(files(keys));
}

const results = {
  measuredAt: new Date().toISOString(),
  unit: 'bytes (gzip -9)',
  entry: sizeOf(files(entry)),
  firstPaint: {
    '/login': firstPaint(['src/routes/__root.tsx', 'src/routes/login.tsx']),
    '/dashboard': firstPaint([
      'src/routes/__root.tsx',
      'src/routes/_authenticated.tsx',
      'src/routes/_authenticated/dashboard.tsx',
    ]),
  },
  routeChunks: Object.fromEntries(
    routeChunks.map((key) => [key, sizeOf(files([...closure(key)].filter((k) => !entry.has(k))))]),
  ),
};

mkdirSync('bench', { recursive: true });
writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`);

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
console.log('\nfirst paint (entry + route chunks), gzip:');
for (const [route, size] of Object.entries(results.firstPaint)) {
  console.log(
    `  ${route.padEnd(12)} JS ${kib(size.js).padStart(10)}  CSS ${kib(size.css).padStart(9)}  total ${kib(size.total)}`,
  );
}
console.log(
  `  ${'entry'.padEnd(12)} JS ${kib(results.entry.js).padStart(10)}  CSS ${kib(results.entry.css).padStart(9)}`,
);
console.log('\nroute chunks (beyond the entry), gzip:');
for (const [key, size] of Object.entries(results.routeChunks)) {
  console.log(`  ${key.padEnd(60)} ${kib(size.total)}`);
}
console.log('\nwritten to bench/results.json');
