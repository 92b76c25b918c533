import { afterAll, afterEach, beforeAll } from 'vitest';
import { launchChromium, type TestBrowser } from './chromium.js';
import type { Portal } from './portal.js';
import { startDemoPortal } from './demo-portal.js';

/** A test file's demo portal and the browsers its tests open. */
export interface DemoSuite {
  /** The portal's address, once it has started. */
  readonly baseUrl: () => string;
  /** The started portal (its database, to read what it mailed). */
  readonly portal: () => Portal;
  /** The browser the file's tests share, with `sharedBrowser`. */
  readonly browser: () => TestBrowser;
  /** Browsers a test opens; each is closed after that test. */
  readonly browsers: TestBrowser[];
}

export interface DemoSuiteOptions {
  /** One browser for the whole file, opened with the portal. */
  readonly sharedBrowser?: boolean;
  /** Run the real `rafdesk serve --demo` command instead of the composition root in this process. */
  readonly server?: 'cli';
}

const started = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw new Error(`the ${what} has not started`);
  return value;
};

/** Starts one demo portal for the file (the start may take minutes on a loaded machine) and closes every test's browsers. */
export function demoSuite(options: DemoSuiteOptions = {}): DemoSuite {
  let portal: Portal | undefined;
  let shared: TestBrowser | undefined;
  const browsers: TestBrowser[] = [];
  const serverKind = process.env.RAFDESK_E2E_SERVER;
  beforeAll(async () => {
    if (options.server === 'cli') process.env.RAFDESK_E2E_SERVER = 'cli';
    portal = await startDemoPortal();
    if (options.sharedBrowser) shared = await launchChromium();
  }, 300_000);
  afterEach(async () => {
    await Promise.all(browsers.splice(0).map((browser) => browser.close()));
  });
  afterAll(async () => {
    await shared?.close();
    await portal?.stop();
    if (options.server === 'cli') {
      if (serverKind === undefined) delete process.env.RAFDESK_E2E_SERVER;
      else process.env.RAFDESK_E2E_SERVER = serverKind;
    }
  }, 60_000);
  return {
    browsers,
    baseUrl: () => started(portal, 'demo portal').baseUrl,
    portal: () => started(portal, 'demo portal'),
    browser: () => started(shared, 'shared browser'),
  };
}
