import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { loadEnv } from 'vite';
import { configDefaults, defineConfig } from 'vitest/config';
import { cspPlugin, securityHeaders } from './scripts/csp.mjs';
import { startLocalesPlugin } from './scripts/locales.mjs';
import { moduleSizesPlugin } from './scripts/bench/module-sizes.mjs';
import { mockProxy } from './scripts/ports.mjs';

const TEST_FILES = [
  'src/**/*.test.{ts,tsx}',
  'scripts/**/*.test.mjs',
  'mocks/**/*.test.mjs',
  'openapi/**/*.test.ts',
];
// Chakra components with no Ark state machine behind them (boxes, stacks, text, buttons, tables...)
// and the anatomies (part names) of the rest: each is a few hundred bytes, and split by which screens
// use them they were 30 to 40 files of a screen's first view.
const SHARED_UI = new RegExp(
  String.raw`node_modules[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components[\\/]` +
    String.raw`(absolute-center|alert|aspect-ratio|badge|bleed|blockquote|box|button|card|center|circle|code|` +
    String.raw`container|data-list|em|empty-state|flex|float|grid|group|heading|icon|image|input|kbd|link|list|` +
    String.raw`loader|mark|separator|simple-grid|skeleton|spacer|span|spinner|square|stack|stat|status|strong|` +
    String.raw`table|text|textarea|visually-hidden|wrap)[\\/]|anatomy`,
);
// Node-environment files that replace the API client with vi.mock (see test.projects).
const NODE_MOCKING = ['src/features/catalogue/registry/*.test.ts'];

// The console always talks to its API under /api on its own origin; in development and preview
// that path is proxied to the Prism mock, so the browser needs no CORS and the CSP stays 'self'.
export default defineConfig(({ mode }) => ({
  plugins: [
    // The router plugin must come before react().
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      codeSplittingOptions: {
        // A route's loader sits beside its screen, in the screen's chunk: loaders import the
        // features' queries (and what those import, forms included), which would otherwise all
        // join the first chunk. A hover preloads the chunk and then the data, before any click.
        defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
      },
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
      routeFileIgnorePattern: '\\.test\\.tsx?$',
    }),
    react(),
    cspPlugin(loadEnv(mode, process.cwd(), 'VITE_')),
    startLocalesPlugin(fileURLToPath(new URL('./public', import.meta.url))),
    // As deploy/nginx.conf (`expires max`): hashed assets never change, so a browser that has one
    // does not ask again. The e2e suite's reused context then loads the console from its cache.
    {
      name: 'preview-asset-cache',
      configurePreviewServer(server) {
        server.middlewares.use('/assets/', (_request, response, next) => {
          response.setHeader('Cache-Control', 'max-age=315360000');
          next();
        });
      },
    },
    // `npm run bench` asks for the modules of each chunk, to tell a first paint by package.
    ...(process.env['BENCH_MODULES'] ? [moduleSizesPlugin(process.env['BENCH_MODULES'], process.cwd())] : []),
  ],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // See src/forms/plain-markdown.tsx: the form runtime without a markdown parser.
      'markdown-to-jsx/react': fileURLToPath(new URL('./src/forms/plain-markdown.tsx', import.meta.url)),
    },
  },
  server: {
    host: '127.0.0.1',
    strictPort: true,
    proxy: mockProxy(),
    // Builds (dist*/, the e2e and bench ones too) and test output are not sources: a rebuild while
    // `npm start` runs must not reload the page someone is working in.
    watch: { ignored: ['**/dist/**', '**/dist-*/**', '**/test-results/**', '**/.cache/**', '**/bench/**'] },
  },
  // The headers a production host sends (deploy/nginx.conf has the same): the policy as a header,
  // with frame-ancestors, which a meta tag cannot carry. Not in development, where the React
  // refresh preamble is an inline script.
  preview: {
    host: '127.0.0.1',
    strictPort: true,
    proxy: mockProxy(),
    headers: securityHeaders(loadEnv(mode, process.cwd(), 'VITE_')),
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      output: {
        // What the entry imports statically is one chunk; Chakra's style-only components and the
        // components' anatomies, which most screens share, are one more. What they save: ARCHITECTURE.md.
        codeSplitting: {
          groups: [
            { name: 'start', tags: ['$initial'], priority: 2 },
            { name: 'ui', test: SHARED_UI, minShareCount: 2, priority: 1 },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    // Vitest's default leaves one core free: one worker on a 2-core machine, and the two projects
    // below would share it.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Each file in a VM context of a long-lived worker instead of a process of its own: the jsdom
    // and the packages a file imports are set up in a fraction of the time (the suite in 164 s
    // instead of 547 s here). A `vi.mock` in a file that asks for the node environment is not
    // applied there after the worker's first file, so those files keep a process each.
    projects: [
      {
        extends: true,
        test: {
          name: 'vm',
          pool: 'vmThreads',
          include: TEST_FILES,
          exclude: [...configDefaults.exclude, ...NODE_MOCKING],
        },
      },
      { extends: true, test: { name: 'forks', pool: 'forks', include: NODE_MOCKING } },
    ],
  },
}));
