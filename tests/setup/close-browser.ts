import { afterAll } from 'vitest';

// Runs before every file of the tests project: the file's one Chromium (tests/e2e/harness/chromium.ts), if it started
// one, closes with the file. Looked up by its symbol, so a file that opens no browser never loads playwright.
afterAll(async () => {
  const close = (globalThis as Record<symbol, unknown>)[Symbol.for('rafdesk.tests.closeChromium')];
  if (typeof close === 'function') await (close as () => Promise<void>)();
}, 60_000);
