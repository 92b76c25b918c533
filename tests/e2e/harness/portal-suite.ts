import { afterAll, afterEach, beforeAll } from 'vitest';
import type { Page } from 'playwright-core';
import { launchChromium, type TestBrowser } from './chromium.js';
import { startPortal, type Portal } from './portal.js';

/** A test file's portal (see portal.ts: the built app, or the real one), its browser, and the pages its tests open. */
export interface PortalSuite {
  readonly baseUrl: () => string;
  readonly browser: () => TestBrowser;
  /** Pages a test opens; each is closed after that test. */
  readonly pages: Page[];
}

/** Starts the portal and one browser for the file, and closes every test's pages after it. */
export function portalSuite(): PortalSuite {
  let portal: Portal | undefined;
  let browser: TestBrowser | undefined;
  const pages: Page[] = [];
  beforeAll(async () => {
    portal = await startPortal();
    browser = await launchChromium();
  }, 300_000);
  afterEach(async () => {
    await Promise.all(pages.splice(0).map((page) => page.close()));
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  }, 60_000);
  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`the ${what} has not started`);
    return value;
  };
  return { pages, baseUrl: () => started(portal, 'portal').baseUrl, browser: () => started(browser, 'browser') };
}
