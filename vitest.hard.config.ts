import { defineConfig } from 'vitest/config';

// `npm run test:hard`: the long suites (a server process killed and restarted), not part of `npm test`.
export default defineConfig({
  test: {
    pool: 'forks',
    maxWorkers: 1,
    testTimeout: 600_000,
    hookTimeout: 120_000,
    include: ['tests/hard/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/server/support/database-template.ts'],
  },
});
