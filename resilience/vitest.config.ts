import { defineConfig } from 'vitest/config';

/** npm run test:resilience: each test starts and kills real server processes, so one file at a time. */
export default defineConfig({
  test: {
    include: ['resilience/**/*.test.ts'],
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 300_000,
    hookTimeout: 180_000,
  },
});
