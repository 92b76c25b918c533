import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { extract } from 'tar';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import { strayWriteDetector } from '../audit/pending-audit.js';
import type { Database } from '../database.js';
import { preparingPglite } from './pglite-prepared.js';
import { isLockFile, lockDataFolder } from './data-folder-lock.js';
import { PGLITE_SERIALIZERS, SHARED_PARSERS } from './type-parsers.js';

/** An open embedded database and how to release it. */
export interface OpenedConnection {
  db: Kysely<Database>;
  close(): Promise<void>;
  /** The whole PGlite data folder as a gzip tarball (a template for new folders); PGlite only. */
  dumpDataDir?: () => Promise<Uint8Array>;
  /** The whole PGlite data folder as an uncompressed tarball, for {@link openPglite}'s `image`; PGlite only. */
  dumpImage?: () => Promise<Blob>;
  /** The connection pool's figures now; PostgreSQL only (PGlite is one connection). */
  poolFigures?: () => PoolFigures;
}

/** How many pooled connections exist, how many of them are idle, and how many queries wait for one. */
export interface PoolFigures {
  readonly total: number;
  readonly idle: number;
  readonly waiting: number;
}

// PostgreSQL's default 128 MB of shared buffers are set up as PGlite starts, all of it resident in this process. A page
// read past them comes from the operating system's file cache, which a server keeps too; 32 MB hold a practice's
// working set (the lists' tables and indexes) and cut a running portal by about 100 MB.
const SHARED_BUFFERS = '32MB';
const START_PARAMS = [...PGlite.defaultStartParams, '-c', `shared_buffers=${SHARED_BUFFERS}`];

/**
 * PGlite in `dataDir`, or in memory when `dataDir` is null. PGlite is one connection: the dialect hands it to one
 * query or transaction at a time and queues the rest, so concurrent requests and transactions are serialised.
 * Inside `db.transaction().execute(fn)` use only the `trx` given to `fn`: a query on `db` would wait for the
 * transaction that waits for it.
 */
export async function openPglite(dataDir: string | null, template: string | null = null, image: Blob | null = null): Promise<OpenedConnection> {
  const unlock = dataDir === null ? async () => undefined : await lockDataFolder(dataDir);
  try {
    // An image (an uncompressed dump of this process's) starts an in-memory database as it was dumped.
    const start = dataDir === null && image !== null ? { loadDataDir: image } : await templateFor(dataDir, template);
    const client = await PGlite.create(dataDir ?? 'memory://', { extensions: { pg_trgm }, parsers: { ...SHARED_PARSERS }, serializers: { ...PGLITE_SERIALIZERS }, startParams: START_PARAMS, ...start });
    const db = new Kysely<Database>({ dialect: new PGliteDialect(preparingPglite(client)), plugins: [strayWriteDetector] });
    let closed = false;
    return {
      db,
      dumpDataDir: async () => new Uint8Array(await (await client.dumpDataDir('gzip')).arrayBuffer()),
      dumpImage: () => client.dumpDataDir('none'),
      async close() {
        if (closed) return;
        closed = true;
        await db.destroy();
        await unlock();
      },
    };
  } catch (error) {
    await unlock();
    throw error;
  }
}

/**
 * A new data folder starts from the template (a dumped data folder) when there is one: PGlite then skips creating a
 * cluster (initdb, most of a first start) and finds what the template holds. A folder on disk has the template
 * unpacked into it as a stream, so a first start never holds the whole unpacked cluster in memory (PGlite's own
 * loader does, twice); an in-memory database is loaded by PGlite. A folder that has a cluster opens as it is.
 */
async function templateFor(dataDir: string | null, template: string | null): Promise<{ loadDataDir?: Blob }> {
  if (template === null || !existsSync(template)) return {};
  if (dataDir === null) return { loadDataDir: await unpackedTemplate(template) };
  if (!existsSync(join(dataDir, 'PG_VERSION'))) await unpackTemplate(template, dataDir);
  return {};
}

/**
 * The template unpacked once per process for in-memory databases (a test worker opens dozens): PGlite took the gzip
 * tarball for a plain one, failed to read it, then unpacked it, every time (half a second of a one-and-a-half-second open).
 */
let unpacked: { key: string; tarball: Promise<Blob> } | null = null;
async function unpackedTemplate(template: string): Promise<Blob> {
  const { mtimeMs, size } = await stat(template);
  const key = `${template}\0${mtimeMs}\0${size}`;
  if (unpacked?.key !== key) {
    const tarball = readFile(template).then((packed) => promisify(gunzip)(packed)).then((tar) => new Blob([tar], { type: 'application/x-tar' }));
    tarball.catch(() => { if (unpacked?.tarball === tarball) unpacked = null; });
    unpacked = { key, tarball };
  }
  return unpacked.tarball;
}

// node-tar reads a file up to 16 MB at a time: the whole 17 MB template at once, whose unpacked pieces then waited
// for the disk in memory and left the server process 136 MB larger. In 256 kB reads the unpack adds about 50 MB.
const TEMPLATE_READ_BYTES = 256 * 1024;

/**
 * PG_VERSION is what marks a folder as holding a cluster, so it is written last: a start cut off while unpacking
 * leaves a folder without it, which the next start unpacks again. The template's own lock file stays out: this
 * process's lock is already in the folder.
 */
async function unpackTemplate(template: string, dataDir: string): Promise<void> {
  const isVersionFile = (path: string) => path.replace(/^\/+/, '') === 'PG_VERSION';
  await extract({ file: template, cwd: dataDir, maxReadSize: TEMPLATE_READ_BYTES, filter: (path) => !isVersionFile(path) && !isLockFile(path) });
  await extract({ file: template, cwd: dataDir, maxReadSize: TEMPLATE_READ_BYTES, filter: isVersionFile });
}
