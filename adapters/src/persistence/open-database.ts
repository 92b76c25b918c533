import { ResultAsync, errAsync, okAsync } from 'neverthrow';
import type { Kysely } from 'kysely';
import type { Database } from './database.js';
import { DataFolderBusyError } from './connection/data-folder-lock.js';
import { openPglite, type OpenedConnection, type PoolFigures } from './connection/open-pglite.js';
import { openPostgres } from './connection/open-postgres.js';
import { migrateToLatest, type MigrationReport } from './migrations/index.js';

/** Where the data lives: a PGlite folder, PGlite in memory (tests, demos), or a PostgreSQL server. */
export type DatabaseLocation =
  | { dataDir: string; template?: string | null }
  | { memory: true; template?: string | null }
  | { url: string; schema?: string; maxConnections?: number; readOnly?: boolean };

/** An open, migrated database. `close()` must be called once: an open PGlite keeps the process alive. */
export interface DatabaseHandle {
  db: Kysely<Database>;
  engine: 'pglite' | 'postgres';
  /** The schema the tables live in when one was asked for (PostgreSQL only). */
  schema: string | null;
  migrations: MigrationReport;
  close(): Promise<void>;
  /** PGlite only: the data folder as a gzip tarball, to start new folders from (`rafdesk db template`). */
  dumpDataDir?: () => Promise<Uint8Array>;
  /** PostgreSQL only: the connection pool's figures now (for the metrics). */
  poolFigures?: () => PoolFigures;
}

export type DatabaseOpenError =
  | { kind: 'DatabaseUnavailable'; reason: string }
  | { kind: 'DataFolderBusy'; dataDir: string; ownerPid: number }
  | { kind: 'MigrationFailed'; reason: string };

/** The location `rafdesk serve` uses: PostgreSQL when `DATABASE_URL` is set, else PGlite in `dataDir` (default `./data`). */
export function databaseLocationFrom(env: { DATABASE_URL?: string | undefined }, dataDir = './data'): DatabaseLocation {
  const url = env.DATABASE_URL?.trim();
  return url ? { url } : { dataDir };
}

/**
 * Opens the database and applies every pending migration before resolving, so callers always see the latest
 * schema. Set `migrate: false` only to inspect a database without changing it.
 */
export function openDatabase(location: DatabaseLocation, options: { migrate?: boolean } = {}): ResultAsync<DatabaseHandle, DatabaseOpenError> {
  const engine: DatabaseHandle['engine'] = 'url' in location ? 'postgres' : 'pglite';
  const schema = 'url' in location ? (location.schema ?? null) : null;
  const fresh = 'memory' in location && (location.template ?? null) === null && options.migrate !== false;
  return ResultAsync.fromPromise(fresh ? openInMemory() : connect(location), openFailure).andThen((connection): ResultAsync<DatabaseHandle, DatabaseOpenError> => {
    const handle = (migrations: MigrationReport): DatabaseHandle => ({
      db: connection.db, close: connection.close, engine, schema, migrations, ...(connection.dumpDataDir ? { dumpDataDir: connection.dumpDataDir } : {}),
      ...(connection.poolFigures ? { poolFigures: connection.poolFigures } : {}),
    });
    if (options.migrate === false) return okAsync(handle({ applied: [] }));
    return ResultAsync.fromPromise(migrateToLatest(connection.db as Kysely<unknown>, schema ?? undefined), (error) => error)
      .map(handle)
      .orElse((error) =>
        ResultAsync.fromSafePromise(connection.close()).andThen(() =>
          errAsync<never, DatabaseOpenError>({ kind: 'MigrationFailed', reason: error instanceof Error ? error.message : String(error) })));
  });
}

/**
 * Creating a PGlite cluster and migrating it costs 2 to 3 CPU-seconds; loading the same migrated, empty cluster from an
 * uncompressed dump costs under one. So the first new in-memory database of a process (a test worker opens dozens) is
 * dumped once migrated, before it is handed out, and the later ones start from that image, each a database of its own.
 */
let migratedImage: Promise<Blob | null> | null = null;

async function openInMemory(): Promise<OpenedConnection> {
  const image = await migratedImage;
  if (image) return openPglite(null, null, image);
  const connection = await openPglite(null, null);
  // A migration that fails here fails again, and is reported, in openDatabase's own run; then there is no image.
  const taking = migrateToLatest(connection.db as Kysely<unknown>).then(() => connection.dumpImage?.() ?? null).catch(() => null);
  migratedImage = taking;
  await taking;
  return connection;
}

function connect(location: DatabaseLocation): Promise<OpenedConnection> {
  if ('url' in location) return openPostgres(location.url, { schema: location.schema, maxConnections: location.maxConnections, readOnly: location.readOnly });
  return openPglite('memory' in location ? null : location.dataDir, location.template ?? null);
}

function openFailure(error: unknown): DatabaseOpenError {
  if (error instanceof DataFolderBusyError) return { kind: 'DataFolderBusy', dataDir: error.dataDir, ownerPid: error.ownerPid };
  return { kind: 'DatabaseUnavailable', reason: error instanceof Error ? error.message : String(error) };
}
