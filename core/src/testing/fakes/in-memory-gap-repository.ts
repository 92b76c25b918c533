import { okAsync, type ResultAsync } from 'neverthrow';
import type { IsoDate } from '../../domain/calendar-date.js';
import type { DoctorId, InsuranceId, PatientId, UserId } from '../../domain/ids.js';
import type { GapDisposition } from '../../gaps/disposition.js';
import type { GapDiagnosis } from '../../gaps/gap-facts.js';
import type { DatedCode } from '../../gaps/recapture-curve.js';
import type {
  GapBasis, GapBasisQuery, GapRepository, NamedHistoryRecord, NewImportedDiagnosis, PatientDispositionChange, StoredGapSet, WorklistEntryRow, WorklistFilter,
} from '../../ports/repositories/gap-repository.js';
import type { Page } from '../../ports/repositories/page.js';
import { pageOffset } from '../../ports/repositories/page.js';
import type { StorageError } from '../../ports/repositories/storage-error.js';
import type { InMemoryClinicalState, StoredPatient } from './in-memory-clinical-state.js';

// Plain JSON data is copied through JSON (core has no structuredClone type); a set's one Date is copied by hand.
const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
const copySet = (set: StoredGapSet): StoredGapSet => ({ ...copy({ ...set, computedAt: null }), computedAt: new Date(set.computedAt.getTime()) });
const setKey = (patientId: number, paymentYear: number) => `${patientId}:${paymentYear}`;
const STORED_DEMOGRAPHICS = { dualStatus: 'none', institutional: false, newEnrollee: false, originalReasonForEntitlement: 0 } as const;

/** {@link GapRepository} in memory, over the clinical state's gap tables; it filters and orders as the SQL does. */
export class InMemoryGapRepository implements GapRepository {
  constructor(private readonly state: InMemoryClinicalState) {}

  basis(query: GapBasisQuery, paymentYear: number): ResultAsync<GapBasis[], StorageError> {
    const { tables } = this.state;
    const wanted = (patient: StoredPatient) => ('patientIds' in query ? query.patientIds.includes(patient.id)
      : patient.active && (query.doctorIds === null || query.doctorIds.includes(patient.input.doctorId)));
    const bases: GapBasis[] = [];
    for (const patient of [...tables.patients.values()].filter(wanted).sort((a, b) => a.id - b.id)) {
      const records = [...tables.records.values()].filter((record) => record.patientId === patient.id);
      const record = records.find((candidate) => candidate.paymentYear === paymentYear);
      if (record === undefined) continue;
      const yearOf = new Map(records.map((item) => [item.id, item.paymentYear]));
      const rows = tables.diagnostics.filter((row) => yearOf.has(row.recordId));
      const diagnoses: GapDiagnosis[] = rows.map((row) => ({
        code: row.code, dateOfService: row.serviceDate, serviceYear: row.serviceDate === null ? (yearOf.get(row.recordId) ?? paymentYear) - 1 : Number(row.serviceDate.slice(0, 4)),
        origin: 'record', historySource: null, active: row.active,
      }));
      for (const line of tables.gaps.imported.filter((item) => item.patientId === patient.id)) {
        diagnoses.push({ code: line.code, dateOfService: line.dateOfService, serviceYear: Number(line.dateOfService.slice(0, 4)), origin: 'imported-history', historySource: line.source, active: true });
      }
      const agreement = [...tables.agreements.values()].find((item) => item.active && item.doctorId === patient.input.doctorId && item.insuranceId === patient.input.insuranceId && item.paymentYear === paymentYear);
      const { input } = patient;
      bases.push({
        patientId: patient.id, doctorId: input.doctorId, recordId: record.id, paymentYear,
        subject: { sex: input.sex, dateOfBirth: input.dateOfBirth, ...STORED_DEMOGRAPHICS, esrdStatus: input.esrdStatus, monthsSinceTransplant: input.monthsSinceTransplant, lowIncomeSubsidy: input.lowIncomeSubsidy },
        codes: rows.filter((row) => row.recordId === record.id && row.active).map((row) => row.code),
        diagnoses,
        notes: tables.progressNotes.filter((note) => yearOf.has(note.recordId)).map((note) => ({ serviceDate: note.serviceDate as IsoDate, content: copy(note.content) })),
        recordNotes: tables.notes.filter((note) => yearOf.has(note.recordId)).map((note) => ({ date: note.createdAt.toISOString().slice(0, 10) as IsoDate, kind: note.kind, text: note.text })),
        agreement: agreement === undefined ? null : { premiumPerMember: agreement.premiumPerMember, medicalLossRatio: agreement.medicalLossRatio, surplusShare: agreement.surplusShare },
      });
    }
    return okAsync(bases);
  }

  saveSets(sets: readonly StoredGapSet[]): ResultAsync<number, StorageError> {
    for (const set of sets) this.state.tables.gaps.sets.set(setKey(set.patientId, set.paymentYear), copySet(set));
    return okAsync(sets.length);
  }

  findSet(patientId: PatientId, paymentYear: number): ResultAsync<StoredGapSet | null, StorageError> {
    const set = this.state.tables.gaps.sets.get(setKey(patientId, paymentYear));
    return okAsync(set === undefined ? null : copySet(set));
  }

  withoutSet(paymentYear: number, limit: number): ResultAsync<PatientId[], StorageError> {
    const { tables } = this.state;
    const withRecord = new Set([...tables.records.values()].filter((record) => record.paymentYear === paymentYear).map((record) => record.patientId));
    return okAsync([...tables.patients.values()].filter((patient) => patient.active && withRecord.has(patient.id) && !tables.gaps.sets.has(setKey(patient.id, paymentYear)))
      .map((patient) => patient.id).sort((a, b) => a - b).slice(0, limit));
  }

  worklist(filter: WorklistFilter): ResultAsync<Page<WorklistEntryRow>, StorageError> {
    const { tables } = this.state;
    const text = filter.searchQuery?.trim().toLowerCase() ?? '';
    const rows: WorklistEntryRow[] = [];
    for (const set of tables.gaps.sets.values()) {
      const patient = tables.patients.get(set.patientId);
      const record = [...tables.records.values()].find((item) => item.patientId === set.patientId && item.paymentYear === set.paymentYear);
      if (set.paymentYear !== filter.paymentYear || patient === undefined || record === undefined || !patient.active) continue;
      const { input } = patient;
      if (filter.doctorIds !== null && !filter.doctorIds.includes(input.doctorId)) continue;
      if (filter.insuranceIds !== null && !filter.insuranceIds.includes(input.insuranceId)) continue;
      const name = `${input.firstName} ${input.lastName}`;
      if (text !== '' && ![name, `${input.lastName} ${input.firstName}`, input.insuranceContractNumber ?? ''].some((value) => value.toLowerCase().includes(text))) continue;
      const matches = set.gaps.some(({ gap, state }) => filter.states.includes(state) && (filter.kind === null || gap.kind === filter.kind) && (filter.hcc === null || gap.hcc === filter.hcc));
      if (!matches) continue;
      rows.push({
        set: copySet(set),
        patient: {
          patientId: patient.id, recordId: record.id, patientName: name, dateOfBirth: input.dateOfBirth, contractNumber: input.insuranceContractNumber,
          doctorId: input.doctorId, doctorName: this.state.doctorName(input.doctorId) ?? '', insuranceId: input.insuranceId, insuranceName: tables.insurances.get(input.insuranceId)?.name ?? null,
        },
      });
    }
    const sign = filter.sort?.direction === 'asc' ? 1 : -1;
    const text2 = (value: string | null) => (value ?? '').toLowerCase();
    const compare = (a: WorklistEntryRow, b: WorklistEntryRow): number => {
      const byId = a.patient.patientId - b.patient.patientId;
      if (filter.sort == null) {
        return b.set.openWorth.raf - a.set.openWorth.raf || (b.set.openWorth.annualBudget ?? -Infinity) - (a.set.openWorth.annualBudget ?? -Infinity)
          || a.set.openWorth.gaps - b.set.openWorth.gaps || byId;
      }
      const field = filter.sort.field;
      const order = field === 'openRaf' ? a.set.openWorth.raf - b.set.openWorth.raf
        : field === 'openDollars' ? (a.set.openWorth.annualBudget ?? 0) - (b.set.openWorth.annualBudget ?? 0)
          : field === 'openGaps' ? a.set.openWorth.gaps - b.set.openWorth.gaps
            : field === 'dateOfBirth' ? text2(a.patient.dateOfBirth).localeCompare(text2(b.patient.dateOfBirth))
              : field === 'patientName' ? text2(a.patient.patientName.split(' ').reverse().join(' ')).localeCompare(text2(b.patient.patientName.split(' ').reverse().join(' ')))
                : field === 'doctorName' ? text2(a.patient.doctorName).localeCompare(text2(b.patient.doctorName))
                  : text2(a.patient.insuranceName).localeCompare(text2(b.patient.insuranceName));
      return sign * (order || byId);
    };
    rows.sort(compare);
    const offset = pageOffset(filter.window);
    return okAsync({ items: rows.slice(offset, offset + filter.window.pageSize), totalCount: rows.length });
  }

  dispositions(patientIds: readonly PatientId[], paymentYear: number): ResultAsync<(GapDisposition & { readonly patientId: PatientId })[], StorageError> {
    return okAsync([...this.state.tables.gaps.dispositions.values()]
      .filter((item) => patientIds.includes(item.patientId) && item.gapKey.startsWith(`${paymentYear}:`)).map(copy));
  }

  saveDispositions(changes: readonly PatientDispositionChange[]): ResultAsync<void, StorageError> {
    const { gaps } = this.state.tables;
    for (const { patientId, disposition, history } of changes) {
      gaps.dispositions.set(`${patientId}:${disposition.gapKey}`, { ...copy(disposition), patientId });
      gaps.history.push({ ...copy(history), patientId });
    }
    return okAsync(undefined);
  }

  history(patientId: PatientId, paymentYear: number): ResultAsync<NamedHistoryRecord[], StorageError> {
    const nameOf = (userId: number | null) => {
      if (userId === null) return null;
      const account = this.state.practice.accounts.get(userId as UserId);
      return account === undefined ? null : `${account.input.firstName} ${account.input.lastName}`;
    };
    return okAsync(this.state.tables.gaps.history.filter((item) => item.patientId === patientId && item.gapKey.startsWith(`${paymentYear}:`))
      .map(({ patientId: _patient, ...record }) => ({ ...copy(record), userName: nameOf(record.by) })));
  }

  addImported(rows: readonly NewImportedDiagnosis[], by: UserId | null, at: Date): ResultAsync<number, StorageError> {
    const { imported } = this.state.tables.gaps;
    let added = 0;
    for (const row of rows) {
      if (imported.some((item) => item.patientId === row.patientId && item.code === row.code && item.dateOfService === row.dateOfService && item.source === row.source)) continue;
      imported.push({ ...copy(row), importedBy: by, importedAt: new Date(at.getTime()) });
      added++;
    }
    return okAsync(added);
  }

  datedCodes(query: { readonly doctorIds: readonly DoctorId[] | null; readonly insuranceIds: readonly InsuranceId[] | null; readonly fromYear: number; readonly toYear: number }): ResultAsync<DatedCode[][], StorageError> {
    const { tables } = this.state;
    const inYears = (date: string | null): date is string => date !== null && Number(date.slice(0, 4)) >= query.fromYear && Number(date.slice(0, 4)) <= query.toYear;
    const byPatient = new Map<number, DatedCode[]>();
    const add = (patientId: number, code: string, dateOfService: string) => byPatient.set(patientId, [...(byPatient.get(patientId) ?? []), { code, dateOfService }]);
    const reached = (patientId: number) => {
      const patient = tables.patients.get(patientId as PatientId);
      return patient !== undefined && patient.active && (query.doctorIds === null || query.doctorIds.includes(patient.input.doctorId))
        && (query.insuranceIds === null || query.insuranceIds.includes(patient.input.insuranceId));
    };
    for (const row of tables.diagnostics) {
      const record = tables.records.get(row.recordId);
      if (record !== undefined && row.active && inYears(row.serviceDate) && reached(record.patientId)) add(record.patientId, row.code, row.serviceDate);
    }
    for (const line of tables.gaps.imported) if (line.source !== 'payer-gap-list' && inYears(line.dateOfService) && reached(line.patientId)) add(line.patientId, line.code, line.dateOfService);
    return okAsync([...byPatient.values()]);
  }
}
