import { describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import type { Database } from '@rafdesk/adapters/persistence';
import { composePortal } from '@rafdesk/cli/composition-root';

const analysedTables = async (db: Kysely<Database>) => (await sql<{ name: string }>`
  select relname as name from pg_stat_user_tables where last_analyze is not null and schemaname = current_schema() order by relname`.execute(db)).rows.map((row) => row.name);

describe('rafdesk serve on PGlite keeps the planner statistics (keepStatistics)', () => {
  it('analyses the demo practice\'s tables as the portal starts, and only when asked to', async () => {
    for (const keepStatistics of [false, true]) {
      const portal = await composePortal({ database: { memory: true }, demo: { password: 'demo-password-of-the-statistics-test', patientCount: 20 }, keepStatistics, staticRoot: null, logger: { level: 'silent' } });
      try {
        const analysed = await analysedTables(portal.database.db);
        if (keepStatistics) expect(analysed).toEqual(expect.arrayContaining(['patient', 'patient_record', 'record_diagnostic', 'doctor']));
        else expect(analysed).toEqual([]);
      } finally {
        await portal.close();
      }
    }
  });
});
