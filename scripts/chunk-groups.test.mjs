// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CHUNK_GROUPS, COMMON, chunkGroups } from './chunk-groups.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

describe('the chunk groups of the build', () => {
  // A renamed module would leave its group empty without a word from the build: 81 files again.
  it.each(Object.entries(CHUNK_GROUPS))('%s names modules its route really imports', (_name, group) => {
    const route = readFileSync(join(root, group.route), 'utf8');
    for (const module of group.modules) {
      expect(existsSync(join(root, module)), module).toBe(true);
      const specifier = `@/${module.replace(/^src\//, '').replace(/\.tsx?$/, '')}`;
      expect(route, `${group.route} imports ${specifier}`).toContain(`from '${specifier}'`);
    }
  });

  it('takes a group’s modules on either path separator, and not the route file itself', () => {
    const shell = chunkGroups().find((group) => group.name === 'shell');
    expect(shell?.test('/work/console/src/app/shell/app-shell.tsx')).toBe(true);
    expect(shell?.test('C:\\work\\console\\src\\app\\chakra-root.tsx')).toBe(true);
    expect(shell?.test('/work/console/src/routes/_app.tsx?tsr-split=component---loader')).toBe(false);
    expect(shell?.test('/work/console/src/app/shell/app-shell.test.tsx')).toBe(false);
  });

  it('puts the sign-in screen first, so that its modules never join the shell', () => {
    const order = chunkGroups()
      .sort((a, b) => b.priority - a.priority)
      .map((group) => group.name);
    expect(order).toEqual(['login', 'shell', 'common']);
  });

  it('puts the parts most screens draw with in one chunk, and nothing only some draw', () => {
    const common = chunkGroups().find((group) => group.name === 'common');
    const chakra = '/w/node_modules/@chakra-ui/react/dist/esm';
    for (const id of [
      `${chakra}/components/table/table.js`,
      `${chakra}/components/stack/h-stack.js`,
      `${chakra}/styled-system/create-slot-recipe-context.js`,
      '/work/console/src/components/page-frame.tsx',
      'C:\\work\\console\\src\\components\\query-states.tsx',
      '/work/console/src/lib/format.ts',
    ]) {
      expect(common?.test(id), id).toBe(true);
    }
    for (const id of [
      `${chakra}/components/dialog/dialog.js`,
      `${chakra}/components/field/field.js`,
      '/work/console/src/components/page-frame.test.tsx',
      '/work/console/src/features/dashboard/dashboard-screen.tsx',
    ]) {
      expect(common?.test(id), id).toBe(false);
    }
    // Every pattern still finds a module: a renamed file would leave the group quietly smaller.
    const files = ['src/components', 'src/lib', 'node_modules/@chakra-ui/react/dist/esm'].flatMap((dir) =>
      readdirSync(join(root, dir), { recursive: true }).map((file) => `/r/${dir}/${file}`),
    );
    for (const pattern of COMMON) {
      expect(
        files.some((file) => pattern.test(file)),
        pattern.source,
      ).toBe(true);
    }
  });
});
