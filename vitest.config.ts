import babel from '@rolldown/plugin-babel';
import { defineConfig } from 'vitest/config';

// Two projects: the server against a real database (PGlite, and PostgreSQL when TEST_DATABASE_URL is set),
// the client's data layer in node with fake-indexeddb. Two cores here: keep the pool small.
export default defineConfig({
  test: {
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: 'server', include: ['tests/server/**/*.test.ts'], environment: 'node' } },
      {
        extends: true,
        // The Lingui macros compile as in the app's build, so client modules with messages load unchanged.
        plugins: [babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] })],
        test: { name: 'client', include: ['tests/client/**/*.test.{ts,tsx}'], environment: 'node' },
      },
    ],
  },
});
