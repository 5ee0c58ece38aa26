import js from '@eslint/js';
import prettierConfig from 'eslint-config-prettier';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { FEATURE_EDGES, allowedTargets } from './eslint.feature-graph.js';

const FEATURES = Object.keys(FEATURE_EDGES);

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'coverage', 'test-results', 'playwright-report', 'data'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  // Import boundaries: shared imports neither side; client and server never import each other.
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/client/**', '**/server/**', 'react', 'react-dom', 'fastify', 'kysely'],
              message: 'src/shared is imported by both sides and imports neither.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['**/server/**', 'fastify', 'kysely', 'better-sqlite3', 'pg'], message: 'The client talks to the server through the API only.' }],
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/client/**', 'react', 'react-dom'], message: 'The server never imports client code.' }] }],
    },
  },
  // The data layer knows nothing of sessions or accounts: auth/ uses db/, never the other way.
  {
    files: ['src/server/db/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/client/**', 'react', 'react-dom'], message: 'The server never imports client code.' },
            { group: ['**/auth/**', '../auth/*'], message: 'db/ imports nothing from auth/.' },
          ],
        },
      ],
    },
  },
  // Imports between feature folders: only the graph declared in eslint.feature-graph.js. A feature
  // folder that is not declared there is an error too (boundaries/no-unknown-files below).
  {
    files: ['src/client/features/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'boundaries/elements': FEATURES.map((name) => ({ type: name, pattern: `src/client/features/${name}` })),
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
    },
    rules: {
      'boundaries/no-unknown-files': 'error',
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: FEATURES.map((name) => ({
            from: { element: { type: name } },
            disallow: { to: { element: { types: { noneOf: [name, ...allowedTargets(name)] } } } },
          })),
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.mjs', 'tests/**/*.ts', '*.config.{js,ts}'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    languageOptions: { globals: { ...globals.node } },
  },
  // Last: Prettier owns the layout, so no ESLint rule may disagree with it.
  prettierConfig,
);
