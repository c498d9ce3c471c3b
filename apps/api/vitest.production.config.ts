import { defineConfig } from 'vitest/config';

/**
 * The compiled server started as child processes in production mode, on the PostgreSQL server
 * (TEST_DATABASE_URL): start refusals, draining, several instances (domain.md §15).
 */
export default defineConfig({
  test: {
    include: ['test/production/**/*.test.ts'],
    environment: 'node',
    testTimeout: 240_000,
    hookTimeout: 240_000,
    globalSetup: ['test/production/global-setup.ts'],
    pool: 'forks',
    // Each file starts up to three servers: one file at a time on a 2-core machine.
    fileParallelism: false,
  },
});
