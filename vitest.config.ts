import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import LongFilesFirstSequencer from './scripts/test-sequencer.mjs';

// Workspace packages resolve to their TypeScript sources in tests (the `source` export condition),
// so `npm test` never depends on a stale build.
const conditions = ['source', 'module', 'node', 'import', 'default'];
const resolve = { conditions };
// Node receives the SSR conditions as --conditions flags: `import`/`module` there would make pg's
// require('pg-pool') load an ESM build and crash, so server-side code gets `source` and `node` only.
const ssr = { resolve: { conditions: ['source', 'node'], externalConditions: ['source'] } };
// A worker keeps the modules it has loaded from one file to the next: loading the server, the engine or React again for
// every file was half of the API suite's time (184 s → 93 s) and more than half of the web app's (65 s → 25 s). Each
// file still builds its own server, database and browser, and CI's shuffled order checks that no file leans on another.
// A file that replaces a module (vi.mock) is named *.mocks.test.tsx and runs isolated: a kept module cannot be replaced.
const isolate = false;
// The engine reads its data files (core/data/raf) through the source a composition root installs: the Node projects
// install the one the CLI and the server use; the web app's tests install the web app's own (ui/src/testing/setup.ts).
const RAF_TABLES = fileURLToPath(new URL('./tests/setup/raf-tables.ts', import.meta.url));

export default defineConfig({
  resolve,
  ssr,
  test: {
    passWithNoTests: false,
    // Two workers for two cores: a file spends much of its time waiting on Chromium, PostgreSQL or its own server, so
    // one worker (Vitest's default here, cores - 1) left a core idle for most of the run.
    maxWorkers: Number(process.env.RAFDESK_TEST_WORKERS ?? 2),
    sequence: { sequencer: LongFilesFirstSequencer },
    projects: [
      { resolve, ssr, test: { name: 'core', root: 'core', isolate, environment: 'node', include: ['src/**/*.test.ts'], setupFiles: [RAF_TABLES] } },
      { resolve, ssr, test: { name: 'adapters', root: 'adapters', isolate, environment: 'node', include: ['src/**/*.test.ts'], setupFiles: [RAF_TABLES], testTimeout: 30000, hookTimeout: 60000 } },
      { resolve, ssr, test: { name: 'cli', root: 'cli', isolate, environment: 'node', include: ['src/**/*.test.ts'], setupFiles: [RAF_TABLES], testTimeout: 60000 } },
      { resolve, ssr, test: { name: 'tools', root: 'tools', isolate, environment: 'node', include: ['*/src/**/*.test.ts'] } },
      { resolve, ssr, test: { name: 'ui', root: 'ui', isolate, environment: 'happy-dom', include: ['src/**/*.test.{ts,tsx}'], exclude: ['src/**/*.mocks.test.{ts,tsx}'], setupFiles: ['src/testing/setup.ts'], testTimeout: 15000 } },
      { resolve, ssr, test: { name: 'ui-mocks', root: 'ui', environment: 'happy-dom', include: ['src/**/*.mocks.test.{ts,tsx}'], setupFiles: ['src/testing/setup.ts'], testTimeout: 15000, isolate: true } },
      {
        // Stories through Storybook's portable stories: each renders, plays and passes axe-core (npm test runs them).
        resolve: { conditions, alias: [{ find: /^@rafdesk\/ui\//, replacement: `${fileURLToPath(new URL('./ui/src/', import.meta.url))}` }] },
        ssr, test: { name: 'stories', root: 'stories', isolate, environment: 'happy-dom', include: ['src/**/*.test.tsx'], setupFiles: ['.storybook/raf-tables.ts'], testTimeout: 30000 },
      },
      { resolve, ssr, test: { name: 'tests', root: 'tests', isolate, environment: 'node', include: ['**/*.test.ts'], exclude: ['node_modules/**', 'bench/**'], setupFiles: ['setup/close-browser.ts', RAF_TABLES], testTimeout: 60000, hookTimeout: 120000 } },
    ],
  },
});
