// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CHUNK_GROUPS, chunkGroups } from './chunk-groups.mjs';

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
    expect(order).toEqual(['login', 'shell']);
  });
});
