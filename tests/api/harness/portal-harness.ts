import { afterAll, afterEach, beforeAll, beforeEach, describe } from 'vitest';
import type { Clock } from '@rafdesk/core';
import { composePortal, type Portal, type PortalOptions } from '@rafdesk/cli/composition-root';
import {
  DEFAULT_TEST_DATABASE_URL, openDatabase, openScratchDatabase, probePostgres, resetDatabase, type DatabaseHandle,
} from '@rafdesk/adapters/persistence';
import { capturedLog } from './captured-log.js';
import { seedCanaryPatient } from './canary.js';

export const DEMO_PASSWORD = 'demo-password-of-the-api-suite';
const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? DEFAULT_TEST_DATABASE_URL;

const probe = await probePostgres(TEST_DATABASE_URL);
if (!probe.reachable) console.warn(`PostgreSQL is unreachable (${probe.reason}): the PostgreSQL runs of the API suite are skipped.`);

/** A clock the tests move by hand; it starts each test at the same instant. */
export class TestClock implements Clock {
  static readonly START = new Date('2026-03-02T12:00:00.000Z');
  current = TestClock.START;
  now(): Date {
    return new Date(this.current.getTime());
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

/** The portal under test with a fresh database (demo accounts, one canary patient) and handles to steer it. */
export interface ApiWorld {
  readonly engine: 'pglite' | 'postgres';
  portal(): Portal;
  readonly clock: TestClock;
  /** Settings such as the identity provider, applied from the next test on (or after `rebuild()`). */
  env: Record<string, string | undefined>;
  /** A built web app's folder to serve (null: the API only), applied like `env`. */
  staticRoot: string | null;
  /** Builds the portal again over the same database (after changing `env`). */
  rebuild(): Promise<void>;
}

/** What a suite's world starts each test with: the demo seed to compose with, then its own seeding through the ports. */
export interface WorldSetup {
  readonly demo: PortalOptions['demo'];
  readonly seed: (portal: Portal) => Promise<void>;
}

/** The demo accounts (no patients) and one canary patient. */
const DEMO_WORLD: WorldSetup = { demo: { password: DEMO_PASSWORD, patientCount: 0 }, seed: seedCanaryPatient };

/**
 * The engines of the smoke set that runs on both: the repository contracts prove every query on both engines, so the
 * API suites run on PGlite alone except the few whose subject differs by engine (sessions and lockouts, the coding
 * write path, concurrent writes, the audit in the transaction, pool metrics, collation in sorting).
 */
export const BOTH_ENGINES = ['pglite', 'postgres'] as const;

/**
 * Runs the API suite on PGlite in memory and, for the smoke set ({@link BOTH_ENGINES}), on a throw-away schema of the
 * PostgreSQL server too (skipped with a printed reason when it does not answer). One database per engine per file; before each test every table is
 * emptied, a new portal is composed over it with the real composition root (so in-memory throttles start afresh)
 * and `setup` seeds it: by default the demo accounts and a canary patient. Every log line goes to the suite's
 * captured log.
 */
export function describeApi(
  title: string, define: (world: ApiWorld) => void, setup: WorldSetup = DEMO_WORLD, engines: readonly ApiWorld['engine'][] = ['pglite'],
): void {
  if (engines.includes('pglite')) describe(`${title} (PGlite)`, () => define(lifecycle('pglite', setup, () => openDatabase({ memory: true }))));
  if (engines.includes('postgres')) {
    describe.skipIf(!probe.reachable)(`${title} (PostgreSQL)`, () => define(lifecycle('postgres', setup, () => openScratchDatabase(TEST_DATABASE_URL))));
  }
}

/** The demo accounts and the canary patient, for suites that add their own options. */
export const DEMO_SETUP: WorldSetup = DEMO_WORLD;

function lifecycle(engine: ApiWorld['engine'], setup: WorldSetup, open: () => ReturnType<typeof openDatabase>): ApiWorld {
  let database: DatabaseHandle | null = null;
  let current: Portal | null = null;
  const clock = new TestClock();
  const compose = async () => {
    if (database === null) throw new Error('the test database is not open');
    current = await composePortal({
      database: { handle: database }, demo: setup.demo, clock, env: { ...world.env }, logger: { destination: capturedLog, level: 'info' }, staticRoot: world.staticRoot,
    });
  };
  const world: ApiWorld = {
    engine, clock, env: {}, staticRoot: null,
    portal() {
      if (current === null) throw new Error('the portal is not composed');
      return current;
    },
    async rebuild() {
      await current?.close();
      await compose();
    },
  };
  beforeAll(async () => {
    const opened = await open();
    if (opened.isErr()) throw new Error(`could not open the ${engine} test database: ${opened.error.kind}${'reason' in opened.error ? ` (${opened.error.reason})` : ''}`);
    database = opened.value;
  });
  afterAll(async () => {
    await database?.close();
    database = null;
  });
  beforeEach(async () => {
    if (database === null) return;
    clock.current = TestClock.START;
    await resetDatabase(database.db);
    await compose();
    // The suites' fixtures code PY2026 records; the portal's own default is the year today's coding pays (PY2027).
    (await world.portal().ports.settings.setPaymentYear(2026, null, clock.now()))._unsafeUnwrap();
    await setup.seed(world.portal());
  });
  afterEach(async () => {
    await current?.close();
    current = null;
  });
  return world;
}
