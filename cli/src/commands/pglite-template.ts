import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { CliIo } from '../cli-io.js';
import { composeServices, seedPortalData } from '../composition-root.js';
import { openOrReport } from './with-services.js';

const WAL_SEGMENT = /^[0-9A-F]{24}$/;

/**
 * A PGlite data folder with the schema, the diagnosis catalogue and the questionnaire, as a gzip tarball. Loading the
 * catalogue leaves about a hundred megabytes of write-ahead log behind; after a clean shutdown only the segment of the
 * last checkpoint (and the one after, should the checkpoint cross into it) is needed, so the rest is left out: the
 * template is smaller, and a first start unpacks less.
 */
export async function buildPgliteTemplate(io: CliIo): Promise<Uint8Array | null> {
  const folder = await mkdtemp(join(tmpdir(), 'rafdesk-template-'));
  try {
    const services = await openOrReport(io, () => composeServices({ database: { dataDir: folder } }));
    if (services === null) return null;
    let keep: string[];
    try {
      const seeded = await seedPortalData(services.ports, { standardContent: true, demoPassword: null });
      if (seeded.isErr()) return failed(io);
      // Marks every page of the loaded tables visible to all: a new folder's catalogue is served by index-only scans
      // at once, and `rafdesk serve` has no vacuum of its own to run on it at a first start.
      await sql`vacuum`.execute(services.database.db);
      await sql`checkpoint`.execute(services.database.db);
      const { rows } = await sql<{ name: string }>`select pg_walfile_name(pg_current_wal_insert_lsn()) as name`.execute(services.database.db);
      const current = rows[0]?.name ?? '';
      keep = [current, current.slice(0, 16) + (parseInt(current.slice(16), 16) + 1).toString(16).toUpperCase().padStart(8, '0')];
    } finally {
      await services.close();
    }
    const wal = join(folder, 'pg_wal');
    for (const name of await readdir(wal)) if (WAL_SEGMENT.test(name) && !keep.includes(name)) await rm(join(wal, name));
    const reopened = await openOrReport(io, () => composeServices({ database: { dataDir: folder } }));
    if (reopened === null) return null;
    try {
      const dump = reopened.database.dumpDataDir;
      return dump === undefined ? failed(io) : await dump();
    } finally {
      await reopened.close();
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

function failed(io: CliIo): null {
  io.stderr.write('error: the template could not be built\n');
  io.exitCode = 1;
  return null;
}
