import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';

// The bench build records which modules each chunk holds and how many bytes each rendered to, so
// that a first paint can be told by package and by source folder, and a regression names its cause.
export function moduleSizesPlugin(outFile, root) {
  let chunks = {};
  return {
    name: 'bench-module-sizes',
    apply: 'build',
    generateBundle(_options, bundle) {
      chunks = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const sums = {};
        for (const [id, { renderedLength }] of Object.entries(output.modules)) {
          if (renderedLength <= 0) continue;
          const group = groupOf(id, root);
          sums[group] = (sums[group] ?? 0) + renderedLength;
        }
        chunks[output.fileName] = sums;
      }
    },
    writeBundle() {
      writeFileSync(outFile, `${JSON.stringify(chunks)}\n`);
    },
  };
}

/** A package for what comes from node_modules, else the source folder (two levels below src/). */
export function groupOf(id, root) {
  const clean = id.replace(/^\0/, '').replace(/\?.*$/, '');
  const packages = clean.split('/node_modules/');
  if (packages.length > 1) {
    const parts = (packages.at(-1) ?? '').split('/');
    return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? clean);
  }
  const path = relative(root, clean).split('\\').join('/');
  if (path.startsWith('..') || !path.includes('/')) return id.startsWith('\0') ? '(bundler helpers)' : path;
  const folders = path.split('/').slice(0, -1);
  return `${folders.slice(0, folders[0] === 'src' ? 3 : 2).join('/')}/`;
}

/**
 * Shares a set of chunk files' gzip bytes out to the groups in them, in proportion to the bytes
 * each group rendered to in its chunk (gzip compresses a chunk as a whole; the share is an estimate).
 */
export function composition(files, modulesByChunk, gzipOf) {
  const totals = new Map();
  for (const file of files) {
    const groups = modulesByChunk[file];
    if (!groups) continue;
    const rendered = Object.values(groups).reduce((sum, length) => sum + length, 0);
    const gzip = gzipOf(file);
    for (const [group, length] of Object.entries(groups)) {
      totals.set(group, (totals.get(group) ?? 0) + (rendered > 0 ? (gzip * length) / rendered : 0));
    }
  }
  return Object.fromEntries(
    [...totals].map(([group, bytes]) => [group, Math.round(bytes)]).sort((a, b) => b[1] - a[1]),
  );
}
