import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import {
  CoverSheetSchema, PackManifestSchema, notFound, serviceUnavailable, type BuiltRadvPack, type DoctorId, type FieldCipher, type NotFound, type RadvAuditRepository,
  type RadvAuditStatus, type RadvPackStore, type RecordId, type StorageError, type StoredRadvAudit, type UserId,
} from '@rafdesk/core';
import { z } from 'zod';
import { withAuditLine } from '../audit/pending-audit.js';
import { attempt } from './storage-failure.js';
import { openBytes, openJson, sealBytes, sealText } from './sealed-fields.js';
import type { Executor } from './transact.js';

const AUDIT_COLUMNS = ['id', 'contract', 'payment_year', 'due_date', 'record_ids', 'doctor_ids', 'status', 'done', 'total', 'failure', 'created_by', 'created_at', 'built_at'] as const;

interface AuditRow {
  id: number; contract: string; payment_year: number; due_date: string; record_ids: number[]; doctor_ids: number[]; status: string; done: number; total: number;
  failure: string | null; created_by: number; created_at: Date; built_at: Date | null;
}

const auditOf = (row: AuditRow): StoredRadvAudit => ({
  id: row.id, contract: row.contract, paymentYear: row.payment_year, dueDate: row.due_date, recordIds: row.record_ids.map((id) => id as RecordId),
  doctorIds: row.doctor_ids.map((id) => id as DoctorId), status: row.status as RadvAuditStatus, done: row.done, total: row.total, failure: row.failure,
  createdBy: row.created_by as UserId, createdAt: row.created_at, builtAt: row.built_at,
});

const sheetsAt = (auditId: number) => ({ table: 'radv_pack', column: 'cover_sheets', rowId: auditId });
const objectAt = (key: string) => ({ table: 'radv_pack_object', column: 'bytes', rowId: key });
const badRow = () => serviceUnavailable('storage row-shape radv_pack');

/** {@link RadvAuditRepository} over `radv_audit` and `radv_pack`: a pack is inserted once (the table refuses changes), its cover sheets sealed. */
export class KyselyRadvAuditRepository implements RadvAuditRepository {
  constructor(private readonly db: Executor, private readonly cipher: FieldCipher) {}

  create(audit: Parameters<RadvAuditRepository['create']>[0], at: Date): ResultAsync<StoredRadvAudit, StorageError> {
    return attempt(withAuditLine(this.db, (db) => db.insertInto('radv_audit').values({
      contract: audit.contract, payment_year: audit.paymentYear, due_date: audit.dueDate, record_ids: [...audit.recordIds], doctor_ids: [...audit.doctorIds],
      total: audit.recordIds.length, created_by: audit.createdBy, created_at: at,
    }).returning(AUDIT_COLUMNS).executeTakeFirstOrThrow())).map(auditOf);
  }

  find(id: number): ResultAsync<StoredRadvAudit | null, StorageError> {
    return attempt(this.db.selectFrom('radv_audit').select(AUDIT_COLUMNS).where('id', '=', id).executeTakeFirst()).map((row) => (row === undefined ? null : auditOf(row)));
  }

  list(doctorIds: readonly DoctorId[] | null): ResultAsync<StoredRadvAudit[], StorageError> {
    if (doctorIds !== null && doctorIds.length === 0) return okAsync([]);
    let select = this.db.selectFrom('radv_audit').select(AUDIT_COLUMNS);
    // `&&`: the audit has a member of one of these doctors; the use case keeps only audits all of whose doctors are in reach.
    if (doctorIds !== null) select = select.where((eb) => eb('doctor_ids', '&&', eb.val([...doctorIds])));
    return attempt(select.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(500).execute()).map((rows) => rows.map(auditOf));
  }

  progress(id: number, status: 'building' | 'failed', done: number, total: number, failure: string | null): ResultAsync<void, StorageError> {
    return attempt(this.db.updateTable('radv_audit').set({ status, done, total, failure }).where('id', '=', id).where('status', '!=', 'built').execute()).map(() => undefined);
  }

  finish(id: number, pack: BuiltRadvPack): ResultAsync<void, NotFound | StorageError> {
    return attempt(this.db.transaction().execute(async (trx) => {
      const updated = await trx.updateTable('radv_audit').set({ status: 'built', built_at: pack.builtAt, done: pack.coverSheets.length, failure: null })
        .where('id', '=', id).where('status', '!=', 'built').executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) return false;
      await trx.insertInto('radv_pack').values({
        audit_id: id, cover_sheets: sealText(this.cipher, JSON.stringify(pack.coverSheets), sheetsAt(id)), manifest: JSON.stringify(pack.manifest),
        zip_key: pack.zipKey, zip_sha256: pack.zipSha256, built_at: pack.builtAt,
      }).execute();
      return true;
    })).andThen((done) => (done ? okAsync(undefined) : errAsync(notFound('audit'))));
  }

  pack(id: number): ResultAsync<BuiltRadvPack | null, StorageError> {
    return attempt(this.db.selectFrom('radv_pack').selectAll().where('audit_id', '=', id).executeTakeFirst()).andThen((row) => {
      if (row === undefined) return okAsync(null);
      const opened = openJson(this.cipher, row.cover_sheets, sheetsAt(id));
      if (opened.isErr()) return errAsync(opened.error);
      const sheets = z.array(CoverSheetSchema).safeParse(opened.value);
      const manifest = PackManifestSchema.safeParse(row.manifest);
      if (!sheets.success || !manifest.success) return errAsync(badRow());
      return okAsync({ coverSheets: sheets.data, manifest: manifest.data, zipKey: row.zip_key, zipSha256: row.zip_sha256, builtAt: row.built_at });
    });
  }
}

/** {@link RadvPackStore} over `radv_pack_object`: each object written once and sealed at rest (a pack holds patients' records). */
export class KyselyRadvPackStore implements RadvPackStore {
  constructor(private readonly db: Executor, private readonly cipher: FieldCipher) {}

  put(key: string, bytes: Uint8Array, mediaType: string): ResultAsync<void, StorageError> {
    const sealed = sealBytes(this.cipher, bytes, objectAt(key));
    return attempt(this.db.insertInto('radv_pack_object').values({ key, media_type: mediaType, bytes: sealed, size: bytes.byteLength }).execute()).map(() => undefined);
  }

  get(key: string): ResultAsync<{ readonly bytes: Uint8Array; readonly mediaType: string } | null, StorageError> {
    return attempt(this.db.selectFrom('radv_pack_object').select(['bytes', 'media_type']).where('key', '=', key).executeTakeFirst()).andThen((row) => {
      if (row === undefined) return okAsync(null);
      const opened = openBytes(this.cipher, new Uint8Array(row.bytes.buffer, row.bytes.byteOffset, row.bytes.byteLength), objectAt(key));
      return opened.isOk() ? okAsync({ bytes: opened.value, mediaType: row.media_type }) : errAsync(opened.error);
    });
  }

  exists(key: string): ResultAsync<boolean, StorageError> {
    return attempt(this.db.selectFrom('radv_pack_object').select('key').where('key', '=', key).executeTakeFirst()).map((row) => row !== undefined);
  }
}
