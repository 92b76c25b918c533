import { afterAll, beforeAll, beforeEach, describe } from 'vitest';
import {
  DEFAULT_TEST_DATABASE_URL, openDatabase, openScratchDatabase, probePostgres, resetDatabase, type DatabaseHandle,
} from '@rafdesk/adapters/persistence';

/** The PostgreSQL server of the suites: `TEST_DATABASE_URL`, else the local test server. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? DEFAULT_TEST_DATABASE_URL;

const probe = await probePostgres(TEST_DATABASE_URL);
/** Whether the PostgreSQL half of the suites runs. */
export const POSTGRES_REACHABLE = probe.reachable;
if (!probe.reachable) {
  console.warn(`PostgreSQL at ${redact(TEST_DATABASE_URL)} is unreachable (${probe.reason}): the PostgreSQL runs of these suites are skipped.`);
}

/** A database a suite runs on; `handle()` is valid inside tests and hooks. */
export interface DatabaseUnderTest {
  readonly engine: 'pglite' | 'postgres';
  handle(): DatabaseHandle;
}

/**
 * Defines the same suite twice: on PGlite in memory and on a throw-away schema of the PostgreSQL server (skipped,
 * with the reason printed, when the server does not answer). One database per engine per file; every test starts
 * from empty tables (the seeded lookups stay).
 */
export function describeOnEachDatabase(title: string, define: (database: DatabaseUnderTest) => void): void {
  describe(`${title} (PGlite)`, () => define(lifecycle('pglite', () => openDatabase({ memory: true }))));
  describe.skipIf(!POSTGRES_REACHABLE)(`${title} (PostgreSQL)`, () => define(lifecycle('postgres', () => openScratchDatabase(TEST_DATABASE_URL))));
}

function lifecycle(engine: DatabaseUnderTest['engine'], open: () => ReturnType<typeof openDatabase>): DatabaseUnderTest {
  let opened: DatabaseHandle | null = null;
  beforeAll(async () => {
    const result = await open();
    if (result.isErr()) throw new Error(`could not open the ${engine} test database: ${JSON.stringify(result.error)}`);
    opened = result.value;
  });
  afterAll(async () => {
    await opened?.close();
    opened = null;
  });
  beforeEach(async () => {
    if (opened !== null) await resetDatabase(opened.db);
  });
  return {
    engine,
    handle() {
      if (opened === null) throw new Error(`the ${engine} test database is not open`);
      return opened;
    },
  };
}

function redact(url: string): string {
  return url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
}
