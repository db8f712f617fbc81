import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { areaBoundaries } from './eslint/areas.js';
import { businessClock } from './eslint/clock.js';
import { foreignTableReads } from './eslint/foreign-table-reads.js';

const here = (p) => path.join(import.meta.dirname, p);

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/migrations/**', '**/*.js', '**/*.mjs', 'apps/api/test/lint/fixtures/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts', 'vitest.sequencer.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      // Fastify handlers and test helpers are async by contract even when they await nothing.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      'no-restricted-properties': [
        'error',
        { object: 'describe', property: 'only' },
        { object: 'it', property: 'only' },
        { object: 'test', property: 'only' },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/test/**', '**/*.test.{ts,tsx}', 'e2e/**'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
    },
  },
  // Areas talk through their index.ts only; platform knows no area; shared knows no app (decision 043).
  areaBoundaries({
    files: ['apps/api/src/**/*.ts', 'packages/shared/src/**/*.ts'],
    areasDir: here('apps/api/src/modules'),
    layerZones: [
      {
        target: here('apps/api/src/platform'),
        from: here('apps/api/src/modules'),
        message: 'The platform serves every area and knows none.',
      },
      { target: here('packages/shared/src'), from: here('apps'), message: 'packages/shared is imported by the apps, never the other way.' },
    ],
    // Each table is read and written by its owner (db/schema/owners.ts); the reads still left are listed.
    tables: { schemaDir: here('apps/api/src/db/schema'), root: import.meta.dirname, allow: foreignTableReads },
  }),
  // Business time reads the injected clock, never the system's (decision 047).
  businessClock({ files: ['apps/api/src/modules/**/*.ts'] }),
  // The web's areas: the same walls; the one list (features/index.ts) reads each area's area.ts,
  // its declaration, so that the first page does not load every area's exports (decision 044).
  areaBoundaries({
    files: ['apps/web/src/**/*.{ts,tsx}'],
    areasDir: here('apps/web/src/features'),
    // public.ts: the area's pages of the light public app (decision 060).
    doors: ['./index.ts', './area.ts', './public.ts'],
    layerZones: [
      {
        target: [here('apps/web/src/components'), here('apps/web/src/api'), here('apps/web/src/store')],
        from: here('apps/web/src/features'),
        message: 'Shared components, the API client and the store serve every area and know none.',
      },
    ],
  }),
);
