import { defineConfig } from 'vitest/config';

/** The e2e journeys: one real server (built pages, fresh DATA_DIR with demo content) and Debian's Chromium. */
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/globalSetup.ts'],
    environment: 'node',
    testTimeout: 90_000,
    hookTimeout: 120_000,
    // Journeys share one server and one 2-core machine: run the files one after another.
    fileParallelism: false,
    pool: 'forks',
  },
});
