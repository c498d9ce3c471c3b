import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import fs from 'node:fs';
import globals from 'globals';

// Decision 1225: each web feature is a domain; one feature never imports another, and no feature
// imports a page (routes/). What two features share lives in components/, lib/, app/ or
// packages/contracts. One block per feature folder, so a new feature is covered without an edit.
const WEB = 'apps/web/src';
const FEATURES = fs
  .readdirSync(new URL(`./${WEB}/features`, import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const CROSS_FEATURE =
  'Um feature não importa outro (decisão 1225): mova o que é compartilhado para components/, lib/ ou packages/contracts.';
const ROUTES_FROM_FEATURE =
  'features/ não importa routes/ (decisão 1225): a página importa o feature, não o contrário.';
// A relative path that climbs out of the feature folder: from features/F/x.ts two levels up
// ('../') reaches features/, from features/F/sub/x.ts three ('../../').
const climbOut = (depth) => `^(\\.\\./){${depth}}`;
const NO_FOCUSED_TESTS = {
  selector:
    "CallExpression[callee.object.name=/^(it|test|describe)$/][callee.property.name='only']",
  message: 'No focused tests.',
};
// Decision 1227: a T-named type is an answer's (or a request's) shape, and every shape has one
// source, its zod schema in packages/contracts. The web app declares none: it imports the inferred
// type (`import type`) and names its own local shapes without the T.
const HAND_WRITTEN_ANSWER =
  'Tipos T… vêm de packages/contracts (z.infer), nunca escritos à mão no web (decisão 1227); um tipo local do web não começa com T.';
const NO_HAND_WRITTEN_ANSWERS = [
  { selector: 'TSInterfaceDeclaration[id.name=/^T[A-Z]/]', message: HAND_WRITTEN_ANSWER },
  {
    selector: 'TSTypeAliasDeclaration[id.name=/^T[A-Z]/] TSTypeLiteral',
    message: HAND_WRITTEN_ANSWER,
  },
];
// Decision 1231: an API route validates, guards and calls a module; every query lives in the
// module of its domain (apps/api/src/modules/<domain>/). A route imports neither Drizzle nor the
// database folder (tables, client) and never reaches `deps.database`.
const ROUTE_QUERY =
  'Uma rota não consulta o banco (decisão 1231): a consulta vai para o módulo do domínio (modules/<domínio>/); a rota valida, protege e chama o módulo.';
const routesWithoutQueries = {
  files: ['apps/api/src/routes/**/*.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { group: ['drizzle-orm', 'drizzle-orm/*'], message: ROUTE_QUERY },
          { regex: '(^|/)db/', message: ROUTE_QUERY },
        ],
      },
    ],
    'no-restricted-syntax': [
      'error',
      NO_FOCUSED_TESTS,
      { selector: "MemberExpression[property.name='database']", message: ROUTE_QUERY },
      { selector: "ObjectPattern > Property[key.name='database']", message: ROUTE_QUERY },
    ],
  },
};
const featureBoundaries = FEATURES.flatMap((feature) =>
  [1, 2, 3].map((depth) => ({
    files: [`${WEB}/features/${feature}/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*', `!@/features/${feature}`, `!@/features/${feature}/**`],
              message: CROSS_FEATURE,
            },
            { group: ['@/routes', '@/routes/**'], message: ROUTES_FROM_FEATURE },
            { regex: climbOut(depth), message: CROSS_FEATURE },
          ],
        },
      ],
    },
  })),
);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'data/**',
      '**/test-results/**',
      '.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-syntax': ['error', NO_FOCUSED_TESTS],
      // No source file over 400 lines (the house rules of CONTRIBUTING.md):
      // a file that grows past it is split by what its parts do.
      'max-lines': ['error', { max: 400 }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-syntax': ['error', NO_FOCUSED_TESTS, ...NO_HAND_WRITTEN_ANSWERS],
      // The answer schemas are the API's; the web reads only their types (no bundle cost).
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@acolher/contracts/answers/*'],
              allowTypeImports: true,
              message: 'O web importa só os tipos das respostas: `import type` (decisão 1227).',
            },
          ],
        },
      ],
    },
  },
  ...featureBoundaries,
  routesWithoutQueries,
);
