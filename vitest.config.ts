import { defineConfig } from 'vitest/config';

// Workspace packages resolve to their TypeScript sources in tests (the `source` export condition),
// so `npm test` never depends on a stale build.
const conditions = ['source', 'module', 'node', 'import', 'default'];
const resolve = { conditions };

export default defineConfig({
  resolve,
  ssr: { resolve: { conditions, externalConditions: ['source'] } },
  test: {
    passWithNoTests: false,
    projects: [
      { resolve, ssr: { resolve: { conditions } }, test: { name: 'core', root: 'core', environment: 'node', include: ['src/**/*.test.ts'] } },
      { resolve, ssr: { resolve: { conditions } }, test: { name: 'adapters', root: 'adapters', environment: 'node', include: ['src/**/*.test.ts'], testTimeout: 30000, hookTimeout: 60000 } },
      { resolve, ssr: { resolve: { conditions } }, test: { name: 'cli', root: 'cli', environment: 'node', include: ['src/**/*.test.ts'], testTimeout: 60000 } },
      { resolve, ssr: { resolve: { conditions } }, test: { name: 'tests', root: 'tests', environment: 'node', include: ['**/*.test.ts'], exclude: ['node_modules/**', 'bench/**'], testTimeout: 60000, hookTimeout: 120000 } },
    ],
  },
});
