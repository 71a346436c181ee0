import babel from '@rolldown/plugin-babel';
import { defineConfig } from 'vitest/config';

// Two cores here: keep the pool small.
const shared = { pool: 'forks', maxWorkers: 2, testTimeout: 30_000, hookTimeout: 60_000 } as const;

// Two projects: the server against a real database (PGlite, and PostgreSQL when TEST_DATABASE_URL is set),
// the client's data layer in node with fake-indexeddb. They spread `shared` rather than `extends: true`, which would
// give each its own copy of the root's global setup, building the databases' template once per project.
export default defineConfig({
  test: {
    ...shared,
    globalSetup: ['tests/server/support/database-template.ts'],
    projects: [
      { test: { ...shared, name: 'server', include: ['tests/server/**/*.test.ts'], environment: 'node' } },
      {
        // The Lingui macros compile as in the app's build, so client modules with messages load unchanged.
        plugins: [babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] })],
        test: { ...shared, name: 'client', include: ['tests/client/**/*.test.{ts,tsx}'], environment: 'node' },
      },
    ],
  },
});
