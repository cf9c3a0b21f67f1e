// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
    files: ['src/rules/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', 'xstate', '@xstate/*', 'three', 'three/*', '@react-three/*'],
              message: 'src/rules is pure: no React, XState or three.js.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', 'three', 'three/*', '@react-three/*'],
              message: 'Machines orchestrate; no React or three.js.',
            },
          ],
        },
      ],
    },
  },
  {
    // A mode's headless half (mode.ts, entry.ts, the registry) is what the replay CLI and the save loader
    // read: no React (types aside), no panels, no scene, no app. Its screen.tsx is the app layer.
    files: ['src/modes/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'react',
                'react-*',
                'three',
                'three/*',
                '@react-three/*',
                '**/ui/**',
                '**/scene/**',
                '**/app/**',
              ],
              allowTypeImports: true,
              message: 'A headless mode file loads no React, UI, scene or app code; put that in screen.tsx.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
