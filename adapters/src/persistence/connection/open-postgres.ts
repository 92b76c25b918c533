import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { strayWriteDetector } from '../audit/pending-audit.js';
import type { Database } from '../database.js';
import type { OpenedConnection } from './open-pglite.js';
import { preparingPool } from './prepared-statements.js';
import { SHARED_PARSERS } from './type-parsers.js';

/** Pool settings a deployment may tune. */
export interface PostgresOptions {
  /** Tables live in this schema (created when missing); `public` stays on the search path for extensions. */
  schema?: string;
  /** Most connections this process opens (default 10). */
  maxConnections?: number;
  /** A read replica: nothing is created, and every transaction is read-only, so a stray write fails at once. */
  readOnly?: boolean;
}

const typeParsers = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    const shared = SHARED_PARSERS[oid];
    if (shared !== undefined && format !== 'binary') return shared;
    return format === undefined ? pg.types.getTypeParser(oid) : pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

/** A pool on the PostgreSQL server at `url`; the first connection is tried before this resolves. */
export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<OpenedConnection> {
  const searchPath = options.schema === undefined ? [] : [`-c search_path=${quoteForOptions(options.schema)},public`];
  const pool = new pg.Pool({
    connectionString: url,
    max: options.maxConnections ?? 10,
    types: typeParsers,
    // The planner's JIT compiles any query it prices high (an export of 30,000 patients with its per-row subqueries)
    // and spends a second compiling what runs in two: the portal's queries are short, so it stays off.
    options: [...searchPath, '-c jit=off', ...(options.readOnly === true ? ['-c default_transaction_read_only=on'] : [])].join(' '),
  });
  // An idle client that loses its server must not crash the process; the next query reports the failure.
  pool.on('error', () => undefined);
  try {
    const client = await pool.connect();
    if (options.schema !== undefined && options.readOnly !== true) await client.query(`create schema if not exists ${quoteIdentifier(options.schema)}`);
    client.release();
  } catch (error) {
    await pool.end();
    throw error;
  }
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: preparingPool(pool) }), plugins: [strayWriteDetector] });
  let closed = false;
  return {
    db,
    poolFigures: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async close() {
      if (closed) return;
      closed = true;
      await db.destroy();
    },
  };
}

function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

// Connection options are split on blanks; a schema name with one would need escaping we do not offer.
function quoteForOptions(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`schema name must be a plain lower-case identifier: ${name}`);
  return name;
}
