import { err, ok, okAsync, type Result, type ResultAsync } from 'neverthrow';
import { sql } from 'kysely';
import {
  serviceUnavailable, type DatedCode, type DoctorId, type FieldCipher, type GapBasis, type GapBasisQuery, type GapDisposition, type GapRepository,
  type InsuranceId, type NamedHistoryRecord, type NewImportedDiagnosis, type Page, type PatientDispositionChange, type PatientId,
  type StorageError, type StoredGapSet, type UserId, type WorklistEntryRow, type WorklistFilter,
} from '@rafdesk/core';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { nextRowIds, openText, sealText } from './sealed-fields.js';
import { attempt } from './storage-failure.js';
import { transact, type Executor } from './transact.js';
import { gapBasesOf, storedGapsOf } from './gap-rows.js';
import { worklistPage } from './gap-worklist-query.js';

// Each sealed value is bound to its row's id (taken from the sequence before the insert), as the notes' are, so key
// rotation walks these columns like the others (reseal-fields.ts) and a value copied to another row does not open.
const detailAt = (id: number) => ({ table: 'patient_gap_set', column: 'detail', rowId: id });
const reasonAt = (table: 'gap_disposition' | 'gap_disposition_history', id: number) => ({ table, column: 'reason_text', rowId: id });

// A set's gaps are kept deflated (their JSON is about four times larger), as base64 text so the sealed column stays text.
const packed = (gaps: StoredGapSet['gaps']) => deflateRawSync(JSON.stringify(gaps), { level: 1 }).toString('base64');
const unpacked = (text: string): string | null => {
  try {
    return inflateRawSync(Buffer.from(text, 'base64')).toString('utf8');
  } catch {
    return null;
  }
};

const CHUNK = 1000;
const SET_COLUMNS = ['id', 'patient_id', 'doctor_id', 'payment_year', 'computed_at', 'open_raf', 'open_annual_budget', 'open_net_surplus', 'factor_status', 'to_do_gaps', 'detail'] as const;
const GAP_COLUMNS = ['patient_id', 'payment_year', 'gap_key', 'kind', 'hcc', 'coverage', 'state', 'raf'] as const;
const DISPOSITION_COLUMNS = ['patient_id', 'gap_key', 'state', 'reason', 'reason_text', 'code', 'dismissed_evidence_key', 'changed_at', 'changed_by'] as const;
const HISTORY_COLUMNS = ['patient_id', 'gap_key', 'at', 'changed_by', 'from_state', 'to_state', 'event', 'reason', 'reason_text', 'code', 'counted_as_delete'] as const;

/** The ids of the worded dispositions: the stored row's for a gap already decided, else a new one from the sequence. */
async function dispositionIds(db: Executor, worded: readonly PatientDispositionChange[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const { patientId, disposition } of worded) {
    const known = await db.selectFrom('gap_disposition').select('id').where('patient_id', '=', patientId).where('gap_key', '=', disposition.gapKey).executeTakeFirst();
    ids.set(`${patientId}:${disposition.gapKey}`, known?.id ?? (await nextRowIds(db, 'gap_disposition', 1))[0] ?? 0);
  }
  return ids;
}

/** Rows that carry their id (a sealed value is bound to it) and rows that take the sequence's, each with its column list. */
function byIdColumn<R extends { id?: number }>(columns: readonly string[], rows: readonly R[]): [readonly string[], R[]][] {
  const withId = rows.filter((row) => row.id !== undefined);
  const without = rows.filter((row) => row.id === undefined);
  return [[['id', ...columns], withId] as [readonly string[], R[]], [columns, without] as [readonly string[], R[]]].filter(([, list]) => list.length > 0);
}

// Many rows in one statement with one parameter (a JSON array read by the table's own row type): a practice's tens of
// thousands of gaps go in a few statements, without the driver binding ten parameters per row.
async function insertRows(db: Executor, table: 'patient_gap_set' | 'patient_gap' | 'gap_disposition_history', columns: readonly string[], rows: readonly object[]): Promise<void> {
  if (rows.length === 0) return;
  const list = sql.raw(columns.join(', '));
  await sql`insert into ${sql.table(table)} (${list}) select ${list} from json_populate_recordset(null::${sql.table(table)}, ${JSON.stringify(rows)}::json)`.execute(db);
}
const chunks = <T>(items: readonly T[], size = CHUNK): T[][] => Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size));
const yearKeys = (paymentYear: number) => `${paymentYear}:%`;

/** {@link GapRepository} over the gap tables (migration 0037); the evidence and a reason's words are sealed at rest. */
export class KyselyGapRepository implements GapRepository {
  constructor(private readonly db: Executor, private readonly cipher: FieldCipher) {}

  basis(query: GapBasisQuery, paymentYear: number): ResultAsync<GapBasis[], StorageError> {
    if ('patientIds' in query && query.patientIds.length === 0) return okAsync([]);
    return attempt(gapBasesOf(this.db, query, paymentYear)).andThen((loaded) => loaded.open(this.cipher));
  }

  saveSets(sets: readonly StoredGapSet[]): ResultAsync<number, StorageError> {
    if (sets.length === 0) return okAsync(0);
    return transact(this.db, async (trx): Promise<Result<number, never>> => {
      for (const part of chunks(sets, 5000)) {
        const byYear = new Map<number, number[]>();
        for (const set of part) {
          const patients = byYear.get(set.paymentYear);
          if (patients === undefined) byYear.set(set.paymentYear, [set.patientId]);
          else patients.push(set.patientId);
        }
        for (const [year, patientIds] of byYear) {
          await sql`delete from patient_gap_set where payment_year = ${year} and patient_id in (select value::integer from json_array_elements_text(${JSON.stringify(patientIds)}::json))`.execute(trx);
        }
        const ids = await nextRowIds(trx, 'patient_gap_set', part.length);
        const setRows = part.map((set, index) => ({
          id: ids[index] ?? 0, patient_id: set.patientId, doctor_id: set.doctorId, payment_year: set.paymentYear, computed_at: set.computedAt.toISOString(), open_raf: set.openWorth.raf,
          open_annual_budget: set.openWorth.annualBudget, open_net_surplus: set.openWorth.netSurplus, factor_status: set.openWorth.factorStatus,
          to_do_gaps: set.openWorth.gaps, detail: sealText(this.cipher, packed(set.gaps), detailAt(ids[index] ?? 0)),
        }));
        await insertRows(trx, 'patient_gap_set', SET_COLUMNS, setRows);
        const gapRows = part.flatMap((set) => set.gaps.map(({ gap, worth, state }) => ({
          patient_id: set.patientId, payment_year: set.paymentYear, gap_key: gap.key, kind: gap.kind, hcc: gap.hcc, coverage: gap.coverage, state, raf: worth?.raf ?? 0,
        })));
        for (const rows of chunks(gapRows, 20_000)) await insertRows(trx, 'patient_gap', GAP_COLUMNS, rows);
      }
      return ok(sets.length);
    });
  }

  findSet(patientId: PatientId, paymentYear: number): ResultAsync<StoredGapSet | null, StorageError> {
    return attempt(this.db.selectFrom('patient_gap_set').selectAll().where('patient_id', '=', patientId).where('payment_year', '=', paymentYear).executeTakeFirst())
      .andThen((row) => (row === undefined ? ok(null) : this.setOf(row)));
  }

  withoutSet(paymentYear: number, limit: number): ResultAsync<PatientId[], StorageError> {
    return attempt(this.db.selectFrom('patient as p')
      .innerJoin('patient_record as r', (join) => join.onRef('r.patient_id', '=', 'p.id').on('r.payment_year', '=', paymentYear))
      .select('p.id').where('p.active', '=', true)
      .where((eb) => eb.not(eb.exists(eb.selectFrom('patient_gap_set as s').select('s.id').whereRef('s.patient_id', '=', 'p.id').where('s.payment_year', '=', paymentYear))))
      .orderBy('p.id').limit(limit).execute()).map((rows) => rows.map((row) => row.id as PatientId));
  }

  worklist(filter: WorklistFilter): ResultAsync<Page<WorklistEntryRow>, StorageError> {
    return attempt(worklistPage(this.db, filter)).andThen((page) => {
      const items: WorklistEntryRow[] = [];
      for (const { patient, row } of page.items) {
        const set = this.setOf(row);
        if (set.isErr()) return err(set.error);
        items.push({ patient, set: set.value });
      }
      return ok({ items, totalCount: page.totalCount });
    });
  }

  dispositions(patientIds: readonly PatientId[], paymentYear: number): ResultAsync<(GapDisposition & { readonly patientId: PatientId })[], StorageError> {
    if (patientIds.length === 0) return okAsync([]);
    return attempt((async () => {
      const rows = [];
      for (const part of chunks(patientIds, 5000)) {
        rows.push(...await this.db.selectFrom('gap_disposition').selectAll().where('patient_id', 'in', part).where('gap_key', 'like', yearKeys(paymentYear)).execute());
      }
      return rows;
    })()).andThen((rows) => {
      const out: (GapDisposition & { readonly patientId: PatientId })[] = [];
      for (const row of rows) {
        const reasonText = row.reason_text === null ? ok(null) : openText(this.cipher, row.reason_text, reasonAt('gap_disposition', row.id));
        if (reasonText.isErr()) return err(reasonText.error);
        out.push({
          patientId: row.patient_id as PatientId, gapKey: row.gap_key, state: row.state as GapDisposition['state'], reason: row.reason as GapDisposition['reason'],
          reasonText: reasonText.value, code: row.code, dismissedEvidenceKey: row.dismissed_evidence_key, changedAt: row.changed_at.toISOString(), changedBy: row.changed_by,
        });
      }
      return ok(out);
    });
  }

  saveDispositions(changes: readonly PatientDispositionChange[]): ResultAsync<void, StorageError> {
    if (changes.length === 0) return okAsync(undefined);
    return transact(this.db, async (trx): Promise<Result<void, never>> => {
      for (const part of chunks(changes, 10_000)) {
        // One change per patient and gap in a statement: the last one of a gap wins, as it would one statement after another.
        const last = [...new Map(part.map((change) => [`${change.patientId}:${change.disposition.gapKey}`, change])).values()];
        const worded = last.filter((change) => change.disposition.reasonText !== null);
        const ids = await dispositionIds(trx, worded);
        const dispositionRows = last.map(({ patientId, disposition: d }) => {
          const id = d.reasonText === null ? null : ids.get(`${patientId}:${d.gapKey}`) ?? null;
          return {
            ...(id === null ? {} : { id }), patient_id: patientId, gap_key: d.gapKey, state: d.state, reason: d.reason, code: d.code, dismissed_evidence_key: d.dismissedEvidenceKey,
            reason_text: id === null || d.reasonText === null ? null : sealText(this.cipher, d.reasonText, reasonAt('gap_disposition', id)), changed_at: d.changedAt, changed_by: d.changedBy,
          };
        });
        for (const [columns, rows] of byIdColumn(DISPOSITION_COLUMNS, dispositionRows)) {
          const list = sql.raw(columns.join(', '));
          await sql`insert into gap_disposition (${list}) select ${list} from json_populate_recordset(null::gap_disposition, ${JSON.stringify(rows)}::json)
            on conflict (patient_id, gap_key) do update set state = excluded.state, reason = excluded.reason, reason_text = excluded.reason_text, code = excluded.code,
              dismissed_evidence_key = excluded.dismissed_evidence_key, changed_at = excluded.changed_at, changed_by = excluded.changed_by`.execute(trx);
        }
        const historyIds = await nextRowIds(trx, 'gap_disposition_history', part.filter((change) => change.history.reasonText !== null).length);
        let next = 0;
        const historyRows = part.map(({ patientId, history: h }) => {
          const id = h.reasonText === null ? null : historyIds[next++] ?? null;
          return {
            ...(id === null ? {} : { id }), patient_id: patientId, gap_key: h.gapKey, at: h.at, changed_by: h.by, from_state: h.from, to_state: h.to, event: h.event, reason: h.reason,
            reason_text: id === null || h.reasonText === null ? null : sealText(this.cipher, h.reasonText, reasonAt('gap_disposition_history', id)), code: h.code, counted_as_delete: h.countedAsDelete,
          };
        });
        for (const [columns, rows] of byIdColumn(HISTORY_COLUMNS, historyRows)) await insertRows(trx, 'gap_disposition_history', columns, rows);
      }
      return ok(undefined);
    });
  }

  history(patientId: PatientId, paymentYear: number): ResultAsync<NamedHistoryRecord[], StorageError> {
    return attempt(this.db.selectFrom('gap_disposition_history as h').leftJoin('app_user as u', 'u.id', 'h.changed_by')
      .select(['h.id', 'h.gap_key', 'h.at', 'h.changed_by', 'h.from_state', 'h.to_state', 'h.event', 'h.reason', 'h.reason_text', 'h.code', 'h.counted_as_delete',
        sql<string | null>`u.first_name || ' ' || u.last_name`.as('user_name')])
      .where('h.patient_id', '=', patientId).where('h.gap_key', 'like', yearKeys(paymentYear)).orderBy('h.at').orderBy('h.id').execute())
      .andThen((rows) => {
        const out: NamedHistoryRecord[] = [];
        for (const row of rows) {
          const reasonText = row.reason_text === null ? ok(null) : openText(this.cipher, row.reason_text, reasonAt('gap_disposition_history', row.id));
          if (reasonText.isErr()) return err(reasonText.error);
          out.push({
            gapKey: row.gap_key, at: row.at.toISOString(), by: row.changed_by, from: row.from_state as NamedHistoryRecord['from'], to: row.to_state as NamedHistoryRecord['to'],
            event: row.event, reason: row.reason as NamedHistoryRecord['reason'], reasonText: reasonText.value, code: row.code, countedAsDelete: row.counted_as_delete,
            userName: row.changed_by === null ? null : row.user_name,
          });
        }
        return ok(out);
      });
  }

  addImported(rows: readonly NewImportedDiagnosis[], by: UserId | null, at: Date): ResultAsync<number, StorageError> {
    if (rows.length === 0) return okAsync(0);
    return transact(this.db, async (trx): Promise<Result<number, never>> => {
      let added = 0;
      for (const part of chunks(rows)) {
        const inserted = await trx.insertInto('imported_diagnosis').values(part.map((row) => ({
          patient_id: row.patientId, code: row.code, date_of_service: row.dateOfService, source: row.source, provider_npi: row.providerNpi, imported_at: at, imported_by: by,
        }))).onConflict((conflict) => conflict.constraint('imported_diagnosis_line_key').doNothing()).returning('id').execute();
        added += inserted.length;
      }
      return ok(added);
    });
  }

  datedCodes(query: { readonly doctorIds: readonly DoctorId[] | null; readonly insuranceIds: readonly InsuranceId[] | null; readonly fromYear: number; readonly toYear: number }): ResultAsync<DatedCode[][], StorageError> {
    if (query.doctorIds?.length === 0 || query.insuranceIds?.length === 0) return okAsync([]);
    const from = `${query.fromYear}-01-01`;
    const to = `${query.toYear}-12-31`;
    const scoped = this.db.selectFrom('patient as p').select('p.id').where('p.active', '=', true)
      .$if(query.doctorIds !== null, (q) => q.where('p.doctor_id', 'in', query.doctorIds ?? []))
      .$if(query.insuranceIds !== null, (q) => q.where('p.insurance_id', 'in', query.insuranceIds ?? []));
    return attempt((async () => {
      const recorded = await this.db.selectFrom('record_diagnostic as d').innerJoin('patient_record as r', 'r.id', 'd.record_id')
        .select(['r.patient_id', 'd.code', 'd.service_date']).where('d.active', '=', true).where('d.service_date', 'is not', null)
        .where('d.service_date', '>=', from).where('d.service_date', '<=', to).where('r.patient_id', 'in', scoped).execute();
      const imported = await this.db.selectFrom('imported_diagnosis as h').select(['h.patient_id', 'h.code', 'h.date_of_service as service_date'])
        .where('h.source', '!=', 'payer-gap-list').where('h.date_of_service', '>=', from).where('h.date_of_service', '<=', to).where('h.patient_id', 'in', scoped).execute();
      const byPatient = new Map<number, DatedCode[]>();
      for (const row of [...recorded, ...imported]) {
        if (row.service_date === null) continue;
        const codes = byPatient.get(row.patient_id) ?? [];
        codes.push({ code: row.code, dateOfService: row.service_date });
        byPatient.set(row.patient_id, codes);
      }
      return [...byPatient.values()];
    })());
  }

  private setOf(row: { id: number; patient_id: number; doctor_id: number; payment_year: number; computed_at: Date; open_raf: number; open_annual_budget: number | null; open_net_surplus: number | null; factor_status: string; to_do_gaps: number; detail: string }): Result<StoredGapSet, StorageError> {
    return openText(this.cipher, row.detail, detailAt(row.id)).andThen((text) => {
      const json = unpacked(text);
      const gaps = json === null ? null : storedGapsOf(json);
      if (gaps === null) return err(serviceUnavailable('storage row-shape patient_gap_set'));
      return ok({
        patientId: row.patient_id as PatientId, doctorId: row.doctor_id as DoctorId, paymentYear: row.payment_year, computedAt: row.computed_at, gaps,
        openWorth: { raf: row.open_raf, annualBudget: row.open_annual_budget, netSurplus: row.open_net_surplus, factorStatus: row.factor_status as StoredGapSet['openWorth']['factorStatus'], gaps: row.to_do_gaps },
      });
    });
  }
}
