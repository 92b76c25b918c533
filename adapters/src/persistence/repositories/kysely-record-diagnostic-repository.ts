import { err, ok, okAsync, type Result, type ResultAsync } from 'neverthrow';
import { sql, type Selectable } from 'kysely';
import type { RecordDiagnosticTable } from '../schema/clinical-tables.js';
import {
  DEFAULT_DIAGNOSIS_SOURCE, KeptDiagnosticSchema, RecordDiagnosticRowSchema, type KeptDiagnostic, notFound, serviceUnavailable, type AddedDiagnostics, type BillingSemester, type LoadedDiagnostic, type DiagnosticDeletion, type NewRecordDiagnostic,
  type NotFound, type Page, type PageWindow, type RecordDiagnosticRepository, type RecordDiagnosticRow, type RecordId, type StorageError, type UserId,
} from '@rafdesk/core';
import { attempt } from './storage-failure.js';
import { withAuditLine } from '../audit/pending-audit.js';
import { transact, type Executor } from './transact.js';
import { limits, pageFrom } from './paging.js';

// Rows per INSERT: 9 to 13 parameters each keeps a statement far below PostgreSQL's 65,535-parameter limit.
const CHUNK = 2000;

/** {@link RecordDiagnosticRepository} over `record_diagnostic`, read with the catalogue's texts. */
export class KyselyRecordDiagnosticRepository implements RecordDiagnosticRepository {
  constructor(private readonly db: Executor) {}

  list(recordId: RecordId, window: PageWindow): ResultAsync<Page<RecordDiagnosticRow>, StorageError> {
    const { limit, offset } = limits(window);
    return attempt((async (): Promise<Result<Page<RecordDiagnosticRow>, StorageError>> => {
      const items = shapedRows(await this.rows(recordId).limit(limit).offset(offset).execute());
      return items.isErr() ? err(items.error) : ok(await pageFrom(window, items.value, () => this.count(recordId)));
    })()).andThen((result) => result);
  }

  listForRecords(recordIds: readonly RecordId[]): ResultAsync<ReadonlyMap<RecordId, RecordDiagnosticRow[]>, StorageError> {
    if (recordIds.length === 0) return okAsync(new Map());
    return attempt(this.columns().select('x.record_id').where('x.record_id', 'in', [...recordIds])
      .orderBy('x.record_id').orderBy('x.code').orderBy(sql`x.service_date nulls first`).orderBy('x.id').execute())
      .andThen((rows) => {
        const byRecord = new Map<RecordId, RecordDiagnosticRow[]>();
        for (const row of rows) {
          const shaped = shapedRows([row]);
          if (shaped.isErr()) return err(shaped.error);
          const recordId = row.record_id as RecordId;
          byRecord.set(recordId, [...(byRecord.get(recordId) ?? []), ...shaped.value]);
        }
        return ok(byRecord);
      });
  }

  listCodes(recordId: RecordId, codes: readonly string[]): ResultAsync<RecordDiagnosticRow[], StorageError> {
    if (codes.length === 0) return okAsync([]);
    return attempt(this.rows(recordId).where('x.code', 'in', [...codes]).execute()).andThen(shapedRows);
  }

  /** A record's rows with the catalogue's texts, in the list's order (code, service date, then id). */
  private rows(recordId: RecordId) {
    return this.columns().where('x.record_id', '=', recordId).orderBy('x.code').orderBy(sql`x.service_date nulls first`).orderBy('x.id');
  }

  private columns() {
    return this.db.selectFrom('record_diagnostic as x').leftJoin('diagnosis as c', 'c.code', 'x.code')
      .select([
        'x.code', 'x.service_date', 'x.provider', 'x.specialty', 'x.documentation', 'x.source', 'x.active', 'x.billed_first', 'x.billed_second',
        'x.in_progress_note', 'x.in_progress_note_preview', 'c.description', 'c.v24_hcc1', 'c.v24_hcc2', 'c.v28_hcc1', 'c.v28_hcc2',
        'c.clinical_manifestations', 'c.treatment', 'c.alert',
      ]);
  }

  add(recordId: RecordId, rows: readonly NewRecordDiagnostic[], by: UserId | null, at: Date): ResultAsync<AddedDiagnostics, NotFound | StorageError> {
    if (rows.length === 0) return okAsync({ added: [], alreadyPresent: [] });
    return transact(this.db, async (trx): Promise<Result<AddedDiagnostics, NotFound>> => {
      const record = await trx.selectFrom('patient_record').select('id').where('id', '=', recordId).executeTakeFirst();
      if (record === undefined) return err(notFound('record'));
      const added: string[] = [];
      for (let start = 0; start < rows.length; start += CHUNK) {
        const inserted = await trx.insertInto('record_diagnostic').values(rows.slice(start, start + CHUNK).map((row) => ({
          record_id: recordId, code: row.code, service_date: row.serviceDate, queue: row.queue, provider: row.provider, specialty: row.specialty,
          documentation: row.documentation, source: row.source ?? DEFAULT_DIAGNOSIS_SOURCE, created_by: by, created_at: at, updated_at: at,
        }))).onConflict((conflict) => conflict.doNothing()).returning('code').execute();
        added.push(...inserted.map((row) => row.code));
      }
      const remaining = [...added];
      const alreadyPresent = rows.map((row) => row.code).filter((code) => {
        const index = remaining.indexOf(code);
        if (index === -1) return true;
        remaining.splice(index, 1);
        return false;
      });
      return ok({ added, alreadyPresent });
    });
  }

  addMany(rows: readonly LoadedDiagnostic[], at: Date): ResultAsync<number, StorageError> {
    if (rows.length === 0) return okAsync(0);
    return transact(this.db, async (trx): Promise<Result<number, never>> => {
      let written = 0;
      for (let start = 0; start < rows.length; start += CHUNK) {
        const result = await trx.insertInto('record_diagnostic').values(rows.slice(start, start + CHUNK).map((row) => ({
          record_id: row.recordId, code: row.code, service_date: row.serviceDate, queue: row.queue, provider: row.provider, specialty: row.specialty,
          documentation: row.documentation, source: row.source ?? DEFAULT_DIAGNOSIS_SOURCE, active: row.active, billed_first: row.billedFirstSemester,
          billed_second: row.billedSecondSemester, in_progress_note: row.inProgressNote ?? false, in_progress_note_preview: row.inProgressNotePreview ?? false,
          created_by: row.createdBy, created_at: at, updated_at: at,
        }))).onConflict((conflict) => conflict.doNothing()).executeTakeFirst();
        written += Number(result.numInsertedOrUpdatedRows ?? 0n);
      }
      return ok(written);
    });
  }

  setActive(recordId: RecordId, code: string, active: boolean, at: Date): ResultAsync<void, NotFound | StorageError> {
    return attempt(withAuditLine(this.db, (db) => db.updateTable('record_diagnostic').set({ active, updated_at: at }).where('record_id', '=', recordId).where('code', '=', code).returning('id').execute()))
      .andThen((rows) => (rows.length === 0 ? err(notFound('diagnostic')) : ok(undefined)));
  }

  setBilling(recordId: RecordId, codes: readonly string[], semester: BillingSemester, billed: boolean, at: Date): ResultAsync<number, StorageError> {
    if (codes.length === 0) return okAsync(0);
    const column = semester === 1 ? 'billed_first' : 'billed_second';
    return attempt(withAuditLine(this.db, (db) => db.updateTable('record_diagnostic').set({ [column]: billed, updated_at: at })
      .where('record_id', '=', recordId).where('code', 'in', [...codes]).where(column, '!=', billed).returning('id').execute())).map((rows) => rows.length);
  }

  setProgressNoteFlags(recordId: RecordId, codes: readonly string[], flags: { inProgressNote?: boolean; inProgressNotePreview?: boolean }, at: Date): ResultAsync<number, StorageError> {
    if (codes.length === 0 || (flags.inProgressNote === undefined && flags.inProgressNotePreview === undefined)) return okAsync(0);
    return attempt(withAuditLine(this.db, (db) => db.updateTable('record_diagnostic').set({
      updated_at: at,
      ...(flags.inProgressNote === undefined ? {} : { in_progress_note: flags.inProgressNote }),
      ...(flags.inProgressNotePreview === undefined ? {} : { in_progress_note_preview: flags.inProgressNotePreview }),
    }).where('record_id', '=', recordId).where('code', 'in', [...codes]).returning('id').execute())).map((rows) => rows.length);
  }

  delete(deletion: DiagnosticDeletion): ResultAsync<KeptDiagnostic[], NotFound | StorageError> {
    return attempt(withAuditLine(this.db, (db) => db.deleteFrom('record_diagnostic').where('record_id', '=', deletion.recordId).where('code', '=', deletion.code)
      .where('service_date', 'is not distinct from', deletion.serviceDate).where('queue', 'is not distinct from', deletion.queue).returning(KEPT_COLUMNS).execute()))
      .andThen((rows) => (rows.length === 0 ? err(notFound('diagnostic')) : keptRows(rows)));
  }

  deleteAll(recordId: RecordId): ResultAsync<KeptDiagnostic[], StorageError> {
    return attempt(withAuditLine(this.db, (db) => db.deleteFrom('record_diagnostic').where('record_id', '=', recordId).returning(KEPT_COLUMNS).execute())).andThen(keptRows);
  }

  private async count(recordId: RecordId): Promise<number> {
    return Number((await this.db.selectFrom('record_diagnostic').select(sql<number>`count(*)`.as('n')).where('record_id', '=', recordId).executeTakeFirstOrThrow()).n);
  }
}

/** Every column of a row an undo puts back. */
const KEPT_COLUMNS = [
  'code', 'service_date', 'queue', 'provider', 'specialty', 'documentation', 'source', 'active', 'billed_first', 'billed_second', 'in_progress_note',
  'in_progress_note_preview', 'created_by',
] as const;

/** Deleted rows as the undo bin keeps them; a row of another shape is a storage failure. */
function keptRows(rows: readonly Pick<Selectable<RecordDiagnosticTable>, (typeof KEPT_COLUMNS)[number]>[]): Result<KeptDiagnostic[], StorageError> {
  const kept = KeptDiagnosticSchema.array().safeParse(rows.map((row) => ({
    code: row.code, serviceDate: row.service_date, queue: row.queue, provider: row.provider, specialty: row.specialty, documentation: row.documentation,
    source: row.source, active: row.active, billedFirstSemester: row.billed_first, billedSecondSemester: row.billed_second, inProgressNote: row.in_progress_note,
    inProgressNotePreview: row.in_progress_note_preview, createdBy: row.created_by,
  })));
  return kept.success ? ok(kept.data) : err(serviceUnavailable('storage row-shape record_diagnostic'));
}

type StoredRow = Awaited<ReturnType<ReturnType<KyselyRecordDiagnosticRepository['rows']>['execute']>>[number];

/** Stored rows as the domain's rows; a row of another shape is a storage failure, not a guess. */
function shapedRows(rows: readonly StoredRow[]): Result<RecordDiagnosticRow[], StorageError> {
  const items: RecordDiagnosticRow[] = [];
  for (const row of rows) {
    const parsed = RecordDiagnosticRowSchema.safeParse({
      code: row.code, description: row.description ?? '', v24Hcc1: row.v24_hcc1 ?? null, v24Hcc2: row.v24_hcc2 ?? null, v28Hcc1: row.v28_hcc1 ?? null,
      v28Hcc2: row.v28_hcc2 ?? null, clinicalManifestations: row.clinical_manifestations ?? null, treatment: row.treatment ?? null, alert: row.alert ?? null,
      specialty: row.specialty, provider: row.provider, inProgressNotePreview: row.in_progress_note_preview, inProgressNote: row.in_progress_note,
      billedFirstSemester: row.billed_first, billedSecondSemester: row.billed_second, active: row.active, documentation: row.documentation, serviceDate: row.service_date,
      source: row.source,
    });
    if (!parsed.success) return err(serviceUnavailable('storage row-shape record_diagnostic'));
    items.push(parsed.data);
  }
  return ok(items);
}
