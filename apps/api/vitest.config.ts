import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Child processes of the compiled server: vitest.production.config.ts.
    exclude: [...configDefaults.exclude, 'test/production/**'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    globalSetup: ['test/global-setup.ts'],
    pool: 'forks',
  },
});
