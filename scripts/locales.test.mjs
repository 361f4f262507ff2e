// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { START_GROUPS, startTexts } from './locales.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const all = JSON.parse(readFileSync(join(root, 'public/locales/en/translation.json'), 'utf8'));
const groups = Object.keys(all);

// The screens outside the signed-in shell, and what any screen shows before the shell is there.
const OUTSIDE = [
  'src/routes/__root.tsx',
  'src/routes/index.tsx',
  'src/routes/login.tsx',
  'src/routes/signup.tsx',
  'src/routes/reset_password.tsx',
  'src/routes/new_password.$token.tsx',
  'src/routes/oauth.callback.tsx',
  'src/app/providers.tsx',
  'src/app/router.tsx',
];

function resolveImport(from, specifier) {
  const base = specifier.startsWith('@/')
    ? join(root, 'src', specifier.slice(2))
    : specifier.startsWith('.')
      ? join(dirname(from), specifier)
      : null;
  if (!base) return null;
  for (const file of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (/\.(ts|tsx)$/.test(file) && existsSync(file)) return file;
  }
  return null;
}

// Everything those files import, statically or lazily, short of the other routes (the shell's).
function reachable() {
  const seen = new Set();
  const stack = OUTSIDE.map((file) => join(root, file));
  while (stack.length > 0) {
    const file = stack.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, specifier] of source.matchAll(/(?:from\s+|import\()\s*'([^']+)'/g)) {
      const target = resolveImport(file, specifier);
      const path = target && relative(root, target);
      // Generated files (the contract's types, the route tree) hold no texts of the console.
      if (!path || path.endsWith('.gen.ts') || path.endsWith('.test.tsx')) continue;
      if (path.startsWith('src/routes/') && !OUTSIDE.includes(path)) continue;
      stack.push(target);
    }
  }
  return [...seen];
}

describe('start.json', () => {
  it('holds the start groups whole, and nothing else', () => {
    const start = startTexts(all);
    expect(Object.keys(start).sort()).toEqual([...START_GROUPS].sort());
    expect(start['auth']).toEqual(all['auth']);
    expect(JSON.stringify(start).length).toBeLessThan(JSON.stringify(all).length / 4);
  });

  it('has every group of texts the screens outside the shell use', () => {
    const files = reachable();
    expect(files.map((file) => relative(root, file))).toContain('src/features/auth/login-form.tsx');
    const used = new Map();
    const pattern = new RegExp(`['"\`](${groups.join('|')})\\.[a-zA-Z$]`, 'g');
    for (const file of files) {
      for (const [, group] of readFileSync(file, 'utf8').matchAll(pattern)) {
        if (!used.has(group)) used.set(group, relative(root, file));
      }
    }
    const missing = [...used].filter(([group]) => !START_GROUPS.includes(group));
    expect(missing, 'groups used outside the shell but not in START_GROUPS (group, first file)').toEqual([]);
  });
});
