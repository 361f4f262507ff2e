// Every operation of the contract is either called by the console or marked with why not
// (`x-console-unused: <reason>`); a mark on an operation that is called is stale and fails too.
// Calls are found in the syntax tree, not by text search: `api.GET('/path')` and friends, and
// `$api.queryOptions('get', '/path')` and the other openapi-react-query helpers.
// Proposals (`x-console-proposal: true`, calls the console asks of the backend beyond the spec)
// are counted and listed apart, so the spec's coverage reads on its own; they fail the same way.
// `node scripts/contract-usage.mjs --list` prints each operation with the files that call it.
import { bundle, createConfig } from '@redocly/openapi-core';
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = fileURLToPath(new URL('..', import.meta.url));
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
const FETCH_METHODS = new Set(METHODS.map((method) => method.toUpperCase()));
const QUERY_HELPERS = new Set([
  'queryOptions',
  'useQuery',
  'useSuspenseQuery',
  'useInfiniteQuery',
  'infiniteQueryOptions',
  'useMutation',
]);

function literal(node) {
  if (node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))) return node.text;
  return undefined;
}

export function callsIn(text, fileName = 'file.ts') {
  const source = ts.createSourceFile(
    fileName,
    text,
    ts.ScriptTarget.Latest,
    false,
    fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found = [];
  const visit = (node) => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const name = node.expression.name.text;
      const [first, second] = node.arguments;
      if (FETCH_METHODS.has(name)) {
        const path = literal(first);
        if (path !== undefined) found.push(`${name} ${path}`);
      } else if (QUERY_HELPERS.has(name)) {
        const method = literal(first);
        const path = literal(second);
        if (method !== undefined && path !== undefined && METHODS.includes(method))
          found.push(`${method.toUpperCase()} ${path}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

// Only what ships counts: tests, fixtures and generated files call the client too, but a call
// that only a test makes is still unused by the console.
const SHIPPED = /\.(?:tsx?)$/;
const NOT_SHIPPED = /\.(?:test|testing|gen)\.|\/test\//;

function* shippedSources(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* shippedSources(path);
    else if (SHIPPED.test(entry.name) && !NOT_SHIPPED.test(path)) yield path;
  }
}

export async function contractOperations(file = join(root, 'openapi/openapi.yaml')) {
  const { bundle: document } = await bundle({ ref: file, config: await createConfig({}) });
  const operations = [];
  for (const [path, item] of Object.entries(document.parsed.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item?.[method];
      if (!operation) continue;
      operations.push({
        key: `${method.toUpperCase()} ${path}`,
        operationId: operation.operationId ?? '',
        unused: operation['x-console-unused'],
        proposal: operation['x-console-proposal'] === true,
      });
    }
  }
  return operations;
}

export function usageReport(operations, callers) {
  const problems = [];
  // Proposals after the spec's, so the problems read in the order of the listing.
  const ordered = [
    ...operations.filter((operation) => !operation.proposal),
    ...operations.filter((operation) => operation.proposal),
  ];
  const rows = ordered.map((operation) => {
    const files = [...(callers.get(operation.key) ?? [])].sort();
    const marked = operation.unused !== undefined;
    const name = `${operation.proposal ? 'proposal ' : ''}${operation.operationId} (${operation.key})`;
    if (files.length === 0 && !marked)
      problems.push(`${name} is called by nothing and not marked x-console-unused`);
    if (files.length > 0 && marked)
      problems.push(`${name} is called by ${files.join(', ')} but marked x-console-unused`);
    if (marked && (typeof operation.unused !== 'string' || operation.unused.trim().length < 20))
      problems.push(`${name} needs a reason of a sentence in x-console-unused`);
    return { ...operation, files };
  });
  return { rows, problems };
}

function counts(rows) {
  const called = rows.filter((row) => row.files.length > 0).length;
  const marked = rows.filter((row) => row.files.length === 0 && row.unused !== undefined).length;
  return `${String(called)} of ${String(rows.length)} called, ${String(marked)} marked unused with a reason`;
}

export function usageSummary(rows) {
  const proposals = rows.filter((row) => row.proposal);
  const spec = rows.filter((row) => !row.proposal);
  return `spec: ${counts(spec)}; proposals: ${counts(proposals)}`;
}

export function usageListing(rows) {
  const line = (row) =>
    `${row.key}\t${row.operationId}\t${row.files.join(' ') || `unused: ${row.unused ?? '—'}`}`;
  const proposals = rows.filter((row) => row.proposal);
  return [
    ...rows.filter((row) => !row.proposal).map(line),
    ...(proposals.length > 0 ? ['proposals (x-console-proposal):', ...proposals.map(line)] : []),
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const operations = await contractOperations();
  const callers = new Map();
  for (const file of shippedSources(join(root, 'src'))) {
    for (const key of callsIn(readFileSync(file, 'utf8'), file)) {
      const set = callers.get(key) ?? new Set();
      set.add(relative(root, file));
      callers.set(key, set);
    }
  }
  const { rows, problems } = usageReport(operations, callers);
  if (process.argv.includes('--list')) for (const line of usageListing(rows)) console.log(line);
  console.log(usageSummary(rows));
  for (const problem of problems) console.error(`✗ ${problem}`);
  process.exit(problems.length > 0 ? 1 : 0);
}
