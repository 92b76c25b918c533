import { err, ok, okAsync, type Result, type ResultAsync } from 'neverthrow';
import {
  notFound, type Conflict, type DoctorId, type InsuranceId, type IsoDate, type NewPatient, type NotFound, type Page, type PatientId,
  type PatientListFilter, type PatientListRow, type PatientRepository, type RecordFigures, type RecordId, type RecordOwner, type RosterConflict,
  type DiagnosisSource, type PatientFigureGroup, type PatientScopeFilter, type ScoringSubject, type StorageError, type FieldCipher,
  type NamedPatient, type NamedPatientsQuery,
} from '@rafdesk/core';
import { namedPatients } from './named-patients-query.js';
import { attempt, isForeignKeyViolation } from './storage-failure.js';
import { withAuditLine } from '../audit/pending-audit.js';
import { transact, type Executor } from './transact.js';
import { uniqueConflict } from './conflicts.js';
import { limits, pageFrom } from './paging.js';
import {
  countPatients, figureGroups, patientFilterKey, patientListVersion, patientColumns, patientFromRow, patientPage, searchedDoctorIds, selectPatientRows,
} from './patient-queries.js';
import { insertRoster } from './patient-roster.js';
import { KeptAnswers } from './repository-caches.js';
import { FIGURES_CHUNK, saveFiguresChunk } from './record-figures-rows.js';

const missingReference = (error: unknown) => (isForeignKeyViolation(error) ? notFound('doctor, insurance or plan') : null);

/** {@link PatientRepository} over `patient` and `patient_record`. */
export class KyselyPatientRepository implements PatientRepository {
  constructor(private readonly db: Executor, private readonly cipher: FieldCipher, private readonly counts: KeptAnswers<number> = new KeptAnswers()) {}

  create(patient: NewPatient, paymentYear: number, at: Date): ResultAsync<RecordOwner, Conflict | NotFound | StorageError> {
    this.counts.clear();
    return transact(this.db, async (trx): Promise<Result<RecordOwner, Conflict | NotFound>> => {
      let patientId: number;
      try {
        patientId = (await trx.insertInto('patient').values({ ...patientColumns(patient), created_at: at, updated_at: at }).returning('id').executeTakeFirstOrThrow()).id;
      } catch (error) {
        const known = uniqueConflict(error) ?? missingReference(error);
        if (known === null) throw error;
        return err(known);
      }
      const record = await trx.insertInto('patient_record').values({ patient_id: patientId, payment_year: paymentYear, record_date: at, created_at: at, updated_at: at })
        .returning('id').executeTakeFirstOrThrow();
      return ok(owner(record.id, patientId, patient.doctorId, patient.insuranceId, true, paymentYear));
    });
  }

  createMany(patients: readonly NewPatient[], paymentYear: number, at: Date): ResultAsync<RecordOwner[], RosterConflict | NotFound | StorageError> {
    this.counts.clear();
    return transact(this.db, (trx) => insertRoster(trx, patients, paymentYear, at));
  }

  update(patientId: PatientId, patient: NewPatient, at: Date): ResultAsync<void, NotFound | Conflict | StorageError> {
    this.counts.clear();
    return transact(this.db, async (trx): Promise<Result<void, NotFound | Conflict>> => {
      try {
        const rows = await trx.updateTable('patient').set({ ...patientColumns(patient), updated_at: at }).where('id', '=', patientId).returning('id').execute();
        return rows.length === 0 ? err(notFound('patient')) : ok(undefined);
      } catch (error) {
        const known = uniqueConflict(error) ?? missingReference(error);
        if (known === null) throw error;
        return err(known);
      }
    });
  }

  setActive(doctorId: DoctorId, documentId: string, active: boolean, at: Date): ResultAsync<void, NotFound | StorageError> {
    this.counts.clear();
    // The audit line names the patient's records (its value's `recordId`), since the call names only the document id.
    return attempt(withAuditLine(this.db, async (db) => {
      const rows = await db.updateTable('patient').set({ active, updated_at: at }).where('doctor_id', '=', doctorId).where('document_id', '=', documentId).returning('id').execute();
      const records = rows.length === 0 ? [] : await db.selectFrom('patient_record').select('id').where('patient_id', 'in', rows.map((row) => row.id)).orderBy('id').execute();
      return { changed: rows.length, recordId: records.length === 0 ? null : records.map((record) => record.id).join(',') };
    })).andThen(({ changed }) => (changed === 0 ? err(notFound('patient')) : ok(undefined)));
  }

  list(filter: PatientListFilter): ResultAsync<Page<PatientListRow>, StorageError> {
    const { limit, offset } = limits(filter.window);
    return attempt((async (): Promise<Result<Page<PatientListRow>, StorageError>> => {
      const doctorIds = await searchedDoctorIds(this.db, filter);
      const { rows, version } = await patientPage(this.db, filter, doctorIds, limit, offset);
      const items: PatientListRow[] = [];
      for (const row of rows) {
        const parsed = patientFromRow(row, filter.asOf, this.cipher);
        if (parsed.isErr()) return err(parsed.error);
        items.push(parsed.value);
      }
      return ok(await pageFrom(filter.window, items, async () => this.counts.answer(`${version ?? await patientListVersion(this.db)}|${patientFilterKey(filter)}`, () => countPatients(this.db, filter, doctorIds))));
    })()).andThen((result) => result);
  }

  figureGroups(scope: PatientScopeFilter): ResultAsync<PatientFigureGroup[], StorageError> {
    return attempt(figureGroups(this.db, scope));
  }

  findByRecord(recordId: RecordId, asOf: IsoDate): ResultAsync<PatientListRow | null, StorageError> {
    return attempt(selectPatientRows(this.db).where('r.id', '=', recordId).executeTakeFirst())
      .andThen((row) => (row === undefined ? ok(null) : patientFromRow(row, asOf, this.cipher)));
  }

  recordOwner(recordId: RecordId): ResultAsync<RecordOwner | null, StorageError> {
    return attempt(this.db.selectFrom('patient_record as r').innerJoin('patient as p', 'p.id', 'r.patient_id')
      .select(['r.id', 'r.patient_id', 'p.doctor_id', 'p.insurance_id', 'p.active', 'r.payment_year']).where('r.id', '=', recordId).executeTakeFirst())
      .map((row) => (row === undefined ? null : owner(row.id, row.patient_id, row.doctor_id, row.insurance_id, row.active, row.payment_year)));
  }

  named(query: NamedPatientsQuery): ResultAsync<NamedPatient[], StorageError> {
    return attempt(namedPatients(this.db, query));
  }

  lockRecord(recordId: RecordId): ResultAsync<boolean, StorageError> {
    // NO KEY UPDATE, like scoringSubject's lock: taken first, it orders every change of the record before any of
    // them writes diagnostics, and it still lets diagnostics of other transactions reference the row.
    return attempt(this.db.selectFrom('patient_record').select('id').where('id', '=', recordId).forNoKeyUpdate().executeTakeFirst())
      .map((row) => row !== undefined);
  }

  ensureRecord(patientId: PatientId, paymentYear: number, at: Date): ResultAsync<RecordId, NotFound | StorageError> {
    this.counts.clear();
    return attempt((async () => {
      const patient = await this.db.selectFrom('patient').select('id').where('id', '=', patientId).executeTakeFirst();
      if (patient === undefined) return undefined;
      await this.db.insertInto('patient_record').values({ patient_id: patientId, payment_year: paymentYear, record_date: at, created_at: at, updated_at: at })
        .onConflict((conflict) => conflict.columns(['patient_id', 'payment_year']).doNothing()).execute();
      return this.db.selectFrom('patient_record').select('id').where('patient_id', '=', patientId).where('payment_year', '=', paymentYear).executeTakeFirst();
    })()).andThen((row) => (row === undefined ? err(notFound('patient')) : ok(row.id as RecordId)));
  }

  ensureRecordsForYear(paymentYear: number, at: Date): ResultAsync<number, StorageError> {
    this.counts.clear();
    return attempt(withAuditLine(this.db, (db) => db.insertInto('patient_record').columns(['patient_id', 'payment_year', 'record_date', 'created_at', 'updated_at'])
      .expression((eb) => eb.selectFrom('patient as p').select(['p.id', eb.val(paymentYear).as('payment_year'), eb.val(at).as('record_date'), eb.val(at).as('created_at'), eb.val(at).as('updated_at')])
        .where((inner) => inner.not(inner.exists(inner.selectFrom('patient_record as r').select('r.id').whereRef('r.patient_id', '=', 'p.id').where('r.payment_year', '=', paymentYear)))))
      .onConflict((conflict) => conflict.columns(['patient_id', 'payment_year']).doNothing())
      .returning('id').execute())).map((rows) => rows.length);
  }

  recordIdsOfYear(paymentYear: number): ResultAsync<RecordId[], StorageError> {
    return attempt(this.db.selectFrom('patient_record').select('id').where('payment_year', '=', paymentYear).orderBy('id').execute())
      .map((rows) => rows.map((row) => row.id as RecordId));
  }

  scoringSubject(recordId: RecordId): ResultAsync<ScoringSubject | null, StorageError> {
    return attempt((async (): Promise<ScoringSubject | null> => {
      // Locks the record inside a transaction: two concurrent changes of one record then score one after the
      // other, the second seeing the first's diagnostics, so the stored figures are never stale. NO KEY UPDATE, not
      // UPDATE: the diagnostics just inserted hold key-share locks on this row, which FOR UPDATE would deadlock on.
      const row = await this.subjectRows().where('r.id', '=', recordId).forNoKeyUpdate('r').executeTakeFirst();
      if (row === undefined) return null;
      return subjectOf(row, await this.subjectDiagnostics([recordId]));
    })());
  }

  scoringSubjects(recordIds: readonly RecordId[]): ResultAsync<ScoringSubject[], StorageError> {
    if (recordIds.length === 0) return okAsync([]);
    return attempt((async (): Promise<ScoringSubject[]> => {
      const rows = await this.subjectRows().where('r.id', 'in', [...recordIds]).execute();
      const diagnostics = await this.subjectDiagnostics(recordIds);
      const byRecord = new Map<number, typeof diagnostics>();
      for (const diagnostic of diagnostics) byRecord.set(diagnostic.record_id, [...(byRecord.get(diagnostic.record_id) ?? []), diagnostic]);
      return rows.map((row) => subjectOf(row, byRecord.get(row.id) ?? []));
    })());
  }

  private subjectRows() {
    return this.db.selectFrom('patient_record as r').innerJoin('patient as p', 'p.id', 'r.patient_id')
      .select(['r.id', 'r.payment_year', 'p.sex', 'p.date_of_birth', 'p.dual_status', 'p.institutional', 'p.new_enrollee', 'p.original_reason_entitlement', 'p.active',
        'p.esrd_status', 'p.months_since_transplant', 'p.low_income_subsidy']);
  }

  private subjectDiagnostics(recordIds: readonly RecordId[]) {
    return this.db.selectFrom('record_diagnostic').select(['record_id', 'code', 'active', 'billed_first', 'billed_second', 'source'])
      .where('record_id', 'in', [...recordIds]).orderBy('record_id').orderBy('code').orderBy('id').execute();
  }

  saveFigures(recordId: RecordId, figures: RecordFigures, at: Date): ResultAsync<void, NotFound | StorageError> {
    return attempt(withAuditLine(this.db, (db) => db.updateTable('patient_record').set({
      raf_total: figures.rafTotal, raf_billed_first: figures.rafBilledFirstSemester, raf_billed_second: figures.rafBilledSecondSemester,
      billed_fraction_first: figures.billedFractionFirstSemester, billed_fraction_second: figures.billedFractionSecondSemester,
      model_label: figures.modelLabel, figures_computed_at: at, updated_at: at,
    }).where('id', '=', recordId).returning('id').execute())).andThen((rows) => (rows.length === 0 ? err(notFound('record')) : ok(undefined)));
  }

  saveFiguresMany(figures: readonly { readonly recordId: RecordId; readonly figures: RecordFigures }[], at: Date): ResultAsync<number, StorageError> {
    if (figures.length === 0) return okAsync(0);
    return transact(this.db, async (trx): Promise<Result<number, never>> => {
      let changed = 0;
      for (let start = 0; start < figures.length; start += FIGURES_CHUNK) changed += await saveFiguresChunk(trx, figures.slice(start, start + FIGURES_CHUNK), at);
      return ok(changed);
    });
  }
}

function owner(recordId: number, patientId: number, doctorId: number, insuranceId: number, active: boolean, paymentYear: number): RecordOwner {
  return {
    recordId: recordId as RecordId, patientId: patientId as PatientId, doctorId: doctorId as DoctorId, insuranceId: insuranceId as InsuranceId,
    patientActive: active, paymentYear,
  };
}

type SubjectRow = {
  id: number; payment_year: number; sex: ScoringSubject['sex']; date_of_birth: ScoringSubject['dateOfBirth']; dual_status: ScoringSubject['dualStatus'];
  institutional: ScoringSubject['institutional']; new_enrollee: ScoringSubject['newEnrollee']; original_reason_entitlement: ScoringSubject['originalReasonForEntitlement'];
  active: boolean; esrd_status: ScoringSubject['esrdStatus']; months_since_transplant: ScoringSubject['monthsSinceTransplant']; low_income_subsidy: ScoringSubject['lowIncomeSubsidy'];
};

function subjectOf(row: SubjectRow, diagnostics: readonly { code: string; active: boolean; billed_first: boolean; billed_second: boolean; source: string }[]): ScoringSubject {
  return {
    recordId: row.id as RecordId, paymentYear: row.payment_year, sex: row.sex, dateOfBirth: row.date_of_birth, dualStatus: row.dual_status,
    institutional: row.institutional, newEnrollee: row.new_enrollee, originalReasonForEntitlement: row.original_reason_entitlement, patientActive: row.active,
    esrdStatus: row.esrd_status, monthsSinceTransplant: row.months_since_transplant, lowIncomeSubsidy: row.low_income_subsidy,
    diagnostics: diagnostics.map((d) => ({
      code: d.code, active: d.active, billedFirstSemester: d.billed_first, billedSecondSemester: d.billed_second, source: d.source as DiagnosisSource,
    })),
  };
}
