import { chromium, type Browser, type BrowserContext, type Page, type Request } from 'playwright-core';

/** Debian's chromium; the suite never downloads a browser. */
export const CHROMIUM_PATH = process.env.RAFDESK_CHROMIUM ?? '/usr/bin/chromium';

const FLAGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run',
  // Stops the browser's own look-ups of outside hosts, which this machine cannot reach.
  '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1',
];

/** A signed-in user's own browser: a fresh context (cookies, storage) of the file's one Chromium; `close` ends the context. */
export interface TestBrowser {
  readonly context: BrowserContext;
  close(): Promise<void>;
}

// One Chromium per test file, launched by the first context a file asks for and closed after the file
// (tests/setup/close-browser.ts): starting Chromium costs seconds on this machine, a context a few milliseconds, and a
// context keeps its cookies and storage as apart from the others as a browser of its own would.
let shared: Promise<Browser> | null = null;

/** Where the setup file finds the closer without importing playwright into files that open no browser. */
export const CLOSE_CHROMIUM = Symbol.for('rafdesk.tests.closeChromium');

function browser(): Promise<Browser> {
  if (shared === null) {
    const launching = chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: FLAGS });
    // A failed launch is not kept: the next test tries again and reports its own failure.
    launching.catch(() => { if (shared === launching) shared = null; });
    shared = launching;
    (globalThis as Record<symbol, unknown>)[CLOSE_CHROMIUM] = closeSharedChromium;
  }
  return shared;
}

export async function launchChromium(): Promise<TestBrowser> {
  const context = await (await browser()).newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US', timezoneId: 'America/Puerto_Rico' });
  // Room for a loaded machine (two test files at once on two cores): a step that never comes still fails.
  context.setDefaultTimeout(20_000);
  trackRequests(context);
  return { context, close: () => context.close() };
}

/** The requests of a context still on the wire, and when one last started or ended. */
interface Traffic {
  readonly open: Set<Request>;
  lastChange: number;
}
const traffic = new WeakMap<BrowserContext, Traffic>();

function trackRequests(context: BrowserContext): void {
  const seen: Traffic = { open: new Set(), lastChange: Date.now() };
  traffic.set(context, seen);
  context.on('request', (request) => { seen.open.add(request); seen.lastChange = Date.now(); });
  const ended = (request: Request) => { seen.open.delete(request); seen.lastChange = Date.now(); };
  context.on('requestfinished', ended);
  context.on('requestfailed', ended);
}

/** The page a request is of; a worker's request belongs to no frame, and counts for every page. */
const pageOf = (request: Request): Page | null => {
  try {
    return request.frame().page();
  } catch {
    return null;
  }
};

/**
 * Waits until the page's context has had no request on the wire for `quietMs`: Playwright's 'networkidle' waits 500 ms
 * and only once per document, so it neither sees the calls of a screen opened inside the app nor ends quickly after a
 * page load. `since` counts as the last activity (the moment a test asked for a new screen).
 */
export async function networkQuiet(page: Page, { quietMs = 150, timeoutMs = 20_000, since }: { quietMs?: number; timeoutMs?: number; since?: number } = {}): Promise<void> {
  const seen = traffic.get(page.context());
  if (seen === undefined) throw new Error('networkQuiet needs a context opened by launchChromium');
  if (since !== undefined) seen.lastChange = Math.max(seen.lastChange, since);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = [...seen.open].filter((request) => [page, null].includes(pageOf(request)));
    const quietFor = Date.now() - seen.lastChange;
    if (open.length === 0 && quietFor >= quietMs) return;
    if (Date.now() > deadline) throw new Error(`the page kept the network busy for ${timeoutMs} ms: ${open.map((request) => request.url()).join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, open.length === 0 ? quietMs - quietFor : 25));
  }
}

/** Closes the file's Chromium, when it started one. */
export async function closeSharedChromium(): Promise<void> {
  const launched = shared;
  shared = null;
  if (launched === null) return;
  const running = await launched.catch(() => null);
  await running?.close();
}
