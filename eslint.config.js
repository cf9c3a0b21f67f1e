// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { layers } from './scripts/eslint-layers.js';

const banAmbient = [
  { name: 'Math.random', message: 'Use the seeded RNG in src/rules/dice (the RNG state is game state).' },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-e2e',
      'dist-bench',
      'fuzz-out',
      'node_modules',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name=/^(it|test|describe)$/][callee.property.name='only']",
          message: 'No focused tests.',
        },
        {
          // `as never` fits any type, so it switches tsc off for the value it wraps: build a real value of the
          // type, narrow, use `satisfies`, or feed `unknown` to the parser the player's path uses.
          selector: ':matches(TSAsExpression, TSTypeAssertion) > TSNeverKeyword.typeAnnotation',
          message:
            'No `as never`: give the value its real type (a builder, a narrowing, `satisfies`, or `unknown` through the parser).',
        },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Rules are kernels: data in, data out. No framework, no DOM, no clock, no ambient randomness.
    files: ['src/rules/**/*.ts', 'machines/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...banAmbient.map((b) => ({ object: 'Math', property: 'random', message: b.message })),
        { object: 'Date', property: 'now', message: 'No clock in rules or machines.' },
      ],
      'no-restricted-globals': [
        'error',
        'setTimeout',
        'setInterval',
        'requestAnimationFrame',
        'window',
        'document',
      ],
    },
  },
  {
    // The layer rules, written once in docs/layers.json and judged as `npm run lint:arch` judges them: each
    // layer's folders and packages (src/rules: no React, XState or three.js; src/ui: no mode; a headless mode
    // file: no React but its types, its screen only lazily). Tests and their kits may cross layers.
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { layers },
    rules: { 'layers/imports': 'error' },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
