import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

// Vitest runs from the repository's root.
const root = process.cwd();
const stylesheet = readFileSync(join(root, 'src/app/theme/chakra-global.gen.css'), 'utf8');
const defined = new Set([...stylesheet.matchAll(/(--chakra-[\w-]+)\s*:/g)].map((match) => match[1]));

// A colour named by its variable (a chart's series, an inline style) is outside what the type checker
// and Chakra's token lookup see: one from a palette the theme leaves out drew the outcomes chart's
// "Transferred" in black.
it('defines every Chakra CSS variable the source names', () => {
  const files = readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' }).filter(
    (file) => /\.(tsx?|css)$/.test(file) && !/\.gen\.|\.test\./.test(file),
  );
  const named = files.flatMap((file) =>
    [...readFileSync(join(root, 'src', file), 'utf8').matchAll(/var\((--chakra-[\w-]+)/g)].map(
      (match) => `${file}: ${match[1] ?? ''}`,
    ),
  );
  expect(named.length).toBeGreaterThan(10);
  expect(named.filter((use) => !defined.has(use.split(': ')[1]))).toEqual([]);
});
