import { afterAll, afterEach, beforeAll } from 'vitest';
import type { TestBrowser } from './chromium.js';
import type { Portal } from './portal.js';
import { startDemoPortal } from './demo-portal.js';

/** A test file's demo portal and the browsers its tests open. */
export interface DemoSuite {
  /** The portal's address, once it has started. */
  readonly baseUrl: () => string;
  /** Browsers a test opens; each is closed after that test. */
  readonly browsers: TestBrowser[];
}

/** Starts one demo portal for the file (the start may take minutes on a loaded machine) and closes every test's browsers. */
export function demoSuite(): DemoSuite {
  let portal: Portal | undefined;
  const browsers: TestBrowser[] = [];
  beforeAll(async () => {
    portal = await startDemoPortal();
  }, 240_000);
  afterEach(async () => {
    await Promise.all(browsers.splice(0).map((browser) => browser.close()));
  });
  afterAll(async () => {
    await portal?.stop();
  });
  return {
    browsers,
    baseUrl: () => {
      if (portal === undefined) throw new Error('the demo portal has not started');
      return portal.baseUrl;
    },
  };
}
