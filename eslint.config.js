// ESLint (flat config): JavaScript and typescript-eslint's recommended rules everywhere,
// the Rules of React (react-hooks) for the browser code, Node or browser globals by folder.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import prettier from 'eslint-config-prettier';
import nodePlugin from 'eslint-plugin-n';
import { defineConfig, globalIgnores } from 'eslint/config';

export default defineConfig([
  globalIgnores(['node_modules/', 'public/build/', 'dist/', 'storage/', 'database/migrations/']),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // Express's Request and Response are extended through its global namespace (declare global { namespace Express }).
      '@typescript-eslint/no-namespace': ['error', { allowDeclarations: true }],
      // An argument a signature needs but the body does not use says so with a leading underscore (Express's error handler, `_next`).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // "Now" has one source, common/clock.ts, which a test can set: a bare new Date() or Date.now() in the server, the
    // seeders or the shared rules would be a second clock the test cannot move (the browser code keeps the device's).
    files: ['common/**/*.ts', 'server/**/*.ts', 'database/**/*.ts'],
    ignores: ['common/clock.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'Ask the clock for now: clock.now() from common/clock.ts.',
        },
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'Ask the clock for now: clock.ms() from common/clock.ts.',
        },
      ],
    },
  },
  {
    files: ['resources/js/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Playwright runs these callbacks inside the page.
    files: ['tests/browser/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Every package the code imports is declared in package.json: one pulled in by another
    // package works only until that package changes its own dependencies.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { n: nodePlugin },
    rules: { 'n/no-extraneous-import': 'error' },
  },
  {
    // SQL is written in database/ only (docs/architecture.md "Which way imports point"): the
    // layers above call its queries. Tests, benches and scripts, which assemble the layers, may
    // read rows directly.
    files: ['server/**', 'common/**', 'routes/**', 'resources/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*'],
              message: 'Queries live in database/queries.',
            },
          ],
        },
      ],
    },
  },
  // Layout is Prettier's (npm run format); the rules that would argue with it are off.
  prettier,
]);
