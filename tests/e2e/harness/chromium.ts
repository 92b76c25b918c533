import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';

/** Debian's chromium; the suite never downloads a browser. */
export const CHROMIUM_PATH = process.env.RAFDESK_CHROMIUM ?? '/usr/bin/chromium';

const FLAGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run',
  // Stops the browser's own look-ups of outside hosts, which this machine cannot reach.
  '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1',
];

/** A browser with its own fresh profile (one per signed-in user); `close` also deletes the profile. */
export interface TestBrowser {
  readonly context: BrowserContext;
  close(): Promise<void>;
}

export async function launchChromium(): Promise<TestBrowser> {
  const profile = await mkdtemp(join(tmpdir(), 'rafdesk-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH, headless: true, args: FLAGS, viewport: { width: 1280, height: 900 }, locale: 'en-US', timezoneId: 'America/Puerto_Rico',
  });
  context.setDefaultTimeout(10_000);
  return {
    context,
    async close() {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}
