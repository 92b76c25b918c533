import type { DatabaseHandle } from '@rafdesk/adapters/persistence';
import { startStaticPortal } from './static-portal.js';
import { ensureUiBuild } from './ui-build.js';
import { startDemoPortal } from './demo-portal.js';

/**
 * Which server the browser tests of public pages, sign-up and the stubbed shell run against. `static`: the built
 * app with no API (the tests answer the calls they need in the page). `rafdesk`: the real portal with the demo
 * practice (see demo-portal.ts). Switching those suites to the real server is this one line, or
 * RAFDESK_E2E_PORTAL=rafdesk.
 */
export const PORTAL_KIND: 'static' | 'rafdesk' = process.env.RAFDESK_E2E_PORTAL === 'rafdesk' ? 'rafdesk' : 'static';

export interface Portal {
  readonly kind: 'static' | 'rafdesk';
  readonly baseUrl: string;
  /** The portal's database, when it runs in this process (to read what it mailed, say). */
  readonly database?: DatabaseHandle;
  /** The text of the latest unsent mail to `to`, read through the outbox (its bodies are sealed at rest), when it runs in this process. */
  readonly mailedTo?: (to: string) => Promise<string | null>;
  stop(): Promise<void>;
}

/** Builds the app if needed and starts the portal the suite runs against. */
export async function startPortal(): Promise<Portal> {
  if (PORTAL_KIND === 'rafdesk') return startDemoPortal();
  await ensureUiBuild();
  const { server, baseUrl } = await startStaticPortal();
  return { kind: 'static', baseUrl, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}
