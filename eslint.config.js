// @ts-check
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';

// The layers of src/ (ARCHITECTURE.md): routes -> features -> (api, forms, components, lib, config, i18n);
// app/ composes everything. A zone forbids a folder to import from the folders above it.
const layers = {
  app: [],
  // Routes may use the shell layout of app/; a route importing the router itself is a cycle,
  // which import-x/no-cycle reports.
  routes: [],
  features: ['app', 'routes'],
  forms: ['app', 'routes', 'features'],
  api: ['app', 'routes', 'features', 'forms', 'components', 'i18n'],
  components: ['app', 'routes', 'features', 'forms'],
  i18n: ['app', 'routes', 'features', 'forms', 'api', 'components', 'lib'],
  lib: ['app', 'routes', 'features', 'forms', 'components', 'i18n'],
  config: ['app', 'routes', 'features', 'forms', 'api', 'components', 'lib', 'i18n'],
};

const layerZones = Object.entries(layers).flatMap(([target, above]) =>
  above.map((from) => ({
    target: `./src/${target}`,
    from: `./src/${from}`,
    message: `src/${target} must not import from src/${from} (see ARCHITECTURE.md, layering).`,
  })),
);

// lib may read the generated contract types (the session info is a contract schema), nothing else of api/.
const libMayUseContractTypes = {
  target: './src/lib',
  from: './src/api',
  except: ['./schema.gen.ts'],
  message: 'src/lib may import only the generated contract types from src/api.',
};

// The mutation helper (src/components/use-api-mutation.ts) words a failure and reads again; no call.
const componentsMayUseWriteOutcomes = {
  target: './src/components',
  from: './src/api',
  except: ['./errors.ts', './connection-error.ts', './reads.ts'],
  message: 'src/components may import only the errors and reads.ts from src/api.',
};

// A feature never imports another feature: one zone per folder of src/features.
const featureDir = fileURLToPath(new URL('./src/features', import.meta.url));
const featureIsolation = (existsSync(featureDir) ? readdirSync(featureDir, { withFileTypes: true }) : [])
  .filter((entry) => entry.isDirectory())
  .map(({ name }) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message:
      'A feature must not import another feature; compose them in a route or move the shared part down.',
  }));

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*/**',
      'node_modules',
      '.cache',
      'coverage',
      'test-results',
      'playwright-report',
      'src/**/*.gen.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser },
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [...layerZones, libMayUseContractTypes, componentsMayUseWriteOutcomes, ...featureIsolation],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Only src/api/ talks to the network (ARCHITECTURE.md).' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          // Chakra hides a loading button's label (visibility: hidden) unless loadingText stands in:
          // without one, or an aria-label, the button has no name while it is busy.
          selector:
            "JSXOpeningElement[name.name='Button']:has(JSXAttribute[name.name='loading']):not(:has(JSXAttribute[name.name=/^(loadingText|aria-label)$/]))",
          message: 'A loading Button needs loadingText (or aria-label) to keep its name while busy.',
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true, argsIgnorePattern: '^_' }],
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      // TanStack Router's way to redirect from a loader is `throw redirect(...)`.
      '@typescript-eslint/only-throw-error': [
        'error',
        {
          allow: [{ from: 'package', package: '@tanstack/router-core', name: ['Redirect', 'NotFoundError'] }],
        },
      ],
    },
  },
  {
    files: ['e2e/**'],
    rules: {
      // Playwright fixtures take `{}` and call `use`, which is not React's.
      'no-empty-pattern': 'off',
      'react-hooks/rules-of-hooks': 'off',
    },
  },
  {
    files: ['src/api/**'],
    rules: { 'no-restricted-globals': 'off' },
  },
  {
    // Test helpers (`<name>.testing.ts` beside the code, shared ones in src/test/) stay out of the
    // bundle: nothing but tests and other helpers may import them.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/**/*.testing.{ts,tsx}', 'src/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/test/*', '**/test/*', '*.testing'],
              message: 'Test helpers are for tests only: keep them out of the production bundle.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.mjs', '**/*.js', 'scripts/**', 'e2e/**', '*.config.ts'],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'no-restricted-globals': 'off' },
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
);
