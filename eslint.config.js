import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const talkThroughContract = {
  group: ['**/apps/api/src/**', '@vitrine/api*'],
  message: 'Talk to the API through @vitrine/contract.',
};

// Decision 0038: a module's `*.tables.ts` are its own; other code calls the module's functions.
const TABLES_MESSAGE = "Another module's tables: call that module's functions instead (decision 0038).";
const apiModules = readdirSync(new URL('./apps/api/src/modules', import.meta.url));
const tablesImports = (ownModule) => ({
  regex: ownModule
    ? `(^|/)(?!${ownModule}\\.tables\\.ts$)[^/]+\\.tables\\.ts$`
    : '(^|/)modules/[^/]+/[^/]+\\.tables\\.ts$',
  message: TABLES_MESSAGE,
});
const restrictImports = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      '**/dist/**',
      '**/.react-router/**',
      '.data/**',
      'test-results/**',
      'bench/results/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: ['apps/storefront/**/*.tsx', 'apps/storefront/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      ...restrictImports(talkThroughContract),
    },
  },
  { files: ['apps/api/**/*.ts'], rules: restrictImports(talkThroughContract, tablesImports(null)) },
  ...apiModules.map((name) => ({
    files: [`apps/api/src/modules/${name}/**/*.ts`],
    rules: restrictImports(talkThroughContract, tablesImports(name)),
  })),
  {
    // Where tables meet on purpose: the schema, foreign keys, the seed's bulk rows, tests arranging rows.
    files: [
      'apps/api/src/db/schema.ts',
      'apps/api/src/db/seed/**',
      'apps/api/**/*.tables.ts',
      'apps/api/**/*.test.ts',
    ],
    rules: restrictImports(talkThroughContract),
  },
  {
    files: ['e2e/**', 'bench/**', 'resilience/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
