import { defineConfig } from 'vitest/config';

/**
 * Test files that start processes, own data directories or break connections run each in a fresh
 * worker; the other API test files share a worker's loaded modules, which spares every file the
 * seconds of loading the app anew.
 */
const ISOLATED_API_FILES = [
  'apps/api/src/db/**/*.test.ts',
  'apps/api/src/app.test.ts',
  'apps/api/src/production-mode.test.ts',
  'apps/api/src/modules/tenants/tenant-cli.test.ts',
];

export default defineConfig({
  test: {
    // The seeded demo database, built once per run for every test app to copy (createTestApp).
    globalSetup: ['apps/api/src/testing/database-template.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'isolated',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/storefront/app/**/*.test.{ts,tsx}',
            ...ISOLATED_API_FILES,
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          exclude: ISOLATED_API_FILES,
          isolate: false,
        },
      },
    ],
  },
});
