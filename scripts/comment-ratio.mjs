// Comments are for the why; this keeps them from growing back into a second copy of the code.
// Counted over the hand-written sources (src, mocks, scripts, e2e; *.gen.* files excluded): a
// line is a comment when, trimmed, it starts with `//`, or lies in a `/* … */` block that starts
// its line. Directives count too (eslint-disable, @ts-expect-error), so the figure is an upper bound.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const LIMIT = 0.03;
const ROOTS = ['src', 'mocks', 'scripts', 'e2e'];
const SOURCE = /\.(?:tsx?|mts|mjs|js)$/;

export function countComments(text) {
  let lines = 0;
  let comments = 0;
  let inBlock = false;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    lines++;
    if (inBlock) {
      comments++;
      if (line.includes('*/')) inBlock = false;
    } else if (line.startsWith('//')) comments++;
    else if (line.startsWith('/*')) {
      comments++;
      inBlock = !line.includes('*/');
    }
  }
  return { lines, comments };
}

function* sources(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(path);
    else if (SOURCE.test(entry.name) && !entry.name.includes('.gen.')) yield path;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // Folders given on the command line are counted alone (to see one part); the limit is for the whole.
  const asked = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  const files = (asked.length > 0 ? asked : ROOTS).flatMap((root) =>
    [...sources(root)].map((path) => ({ path, ...countComments(readFileSync(path, 'utf8')) })),
  );
  const lines = files.reduce((sum, f) => sum + f.lines, 0);
  const comments = files.reduce((sum, f) => sum + f.comments, 0);
  const ratio = comments / lines;
  console.log(`comment lines: ${comments} of ${lines} non-blank (${(100 * ratio).toFixed(2)}%)`);
  if (process.argv.includes('--top')) {
    for (const f of files.sort((a, b) => b.comments - a.comments).slice(0, 20))
      console.log(`  ${f.comments}\t${f.path}`);
  }
  if (asked.length === 0 && ratio > LIMIT) {
    console.error(`more than ${100 * LIMIT}% of source lines are comments`);
    process.exit(1);
  }
}
