import path from 'node:path';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * A web feature (apps/web/src/features/<name>/) imports no other feature, at any depth: shared
 * pieces live in components/, lib/, hooks/ or packages/shared, and a screen that shows two
 * features composes them in its route (CONTRIBUTING.md, Web feature).
 */
const featureIsolation = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const featureOf = (file) => /[\\/]apps[\\/]web[\\/]src[\\/]features[\\/]([^\\/]+)[\\/]/.exec(file)?.[1];
    const own = featureOf(context.filename);
    if (!own) return {};
    const check = (source) => {
      if (typeof source?.value !== 'string' || !source.value.startsWith('.')) return;
      const other = featureOf(path.resolve(path.dirname(context.filename), source.value) + path.sep);
      if (other && other !== own)
        context.report({
          node: source,
          message: `Feature '${own}' imports feature '${other}': move the shared piece to components/, lib/, hooks/ or packages/shared, or compose both in the route (CONTRIBUTING.md).`,
        });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/test-results/**', '**/playwright-report/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Configuration is parsed once (apps/api/src/config/env.ts); nothing else reads process.env.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/config/env.ts', 'apps/api/src/**/*.test.ts', 'apps/api/src/test/**'],
    rules: { 'no-restricted-properties': ['error', { object: 'process', property: 'env' }] },
  },
  {
    // PINs, promoter codes and every other secret come from node:crypto (lib/codes.ts), never
    // Math.random, whose output can be predicted (docs/product/pins-and-levels.md). Tests may
    // use it for throw-away usernames.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/**/*.test.ts', 'apps/api/src/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "MemberExpression[object.name='Math']:matches([property.name='random'], [property.value='random'])",
          message: "Use node:crypto (randomInt, randomBytes; lib/codes.ts' randomCode), not Math.random.",
        },
      ],
    },
  },
  {
    // A module's repository, mapper and rules are private: other modules call its service
    // (docs/decisions/016-module-boundaries.md).
    files: ['apps/api/src/modules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: String.raw`^\.\./(?!\.\.)[^/]+/(?![^/]+\.service\.js$)|/modules/[^/]+/(?![^/]+\.service\.js$)`,
              message: "Import another module's *.service.js only (docs/decisions/016-module-boundaries.md).",
            },
          ],
        },
      ],
    },
  },
  {
    // Outside the modules, app.ts registers their routes; everything else goes through services.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/modules/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: String.raw`(^|/)modules/[^/]+/(?![^/]+\.(service|routes|jobs)\.js$)`,
              message:
                "Import a module's *.service.js (or app.ts its *.routes.js, server.ts its *.jobs.js) only (docs/decisions/016-module-boundaries.md).",
            },
          ],
        },
      ],
    },
  },
  {
    // The database and config layers sit under the modules: they import none of them. Start-up
    // wiring that needs a module (the first super admin) lives in startup.ts
    // (docs/decisions/016-module-boundaries.md).
    files: ['apps/api/src/db/**/*.ts', 'apps/api/src/config/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: String.raw`(^|/)modules/`,
              message:
                'db/ and config/ import nothing from modules/: start-up wiring goes in startup.ts (docs/decisions/016-module-boundaries.md).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    plugins: { portal: { rules: { 'feature-isolation': featureIsolation } } },
    rules: { 'portal/feature-isolation': 'error' },
  },
  {
    // Schemas are built with the `z` of packages/shared/src/zod.ts, which turns off zod's eval probe
    // in the browser before any schema exists (docs/decisions/035-content-security-policy.md).
    // The web toasts through lib/toast.ts, which shows a shared message in the reader's language
    // (docs/decisions/153-one-way-to-show-a-shared-message.md).
    files: ['apps/web/**/*.{ts,tsx}', 'packages/shared/src/**/*.ts'],
    ignores: ['packages/shared/src/zod.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              allowTypeImports: true,
              message: "Import z from '@portal/shared' (web) or the shared zod.ts (shared): see its comment.",
            },
            {
              name: 'sonner',
              importNames: ['toast'],
              message:
                "Import toast from apps/web/src/lib/toast.ts: it shows shared messages in the reader's language.",
            },
          ],
        },
      ],
    },
  },
);
