import type { Kysely } from 'kysely';
import { createMigrator } from './migrations/index.js';
import type { DatabaseHandle } from './open-database.js';

/** Why the database is not ready, or null when it answers and every migration this build knows has been applied. */
export async function databaseNotReady(handle: Pick<DatabaseHandle, 'db' | 'schema'>): Promise<string | null> {
  try {
    const migrations = await createMigrator(handle.db as unknown as Kysely<unknown>, handle.schema ?? undefined).getMigrations();
    const pending = migrations.filter((migration) => migration.executedAt === undefined).length;
    return pending === 0 ? null : `${pending} migration(s) not applied`;
  } catch {
    return 'the database does not answer';
  }
}
