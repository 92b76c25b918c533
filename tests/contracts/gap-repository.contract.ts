import { describe, expect, it } from 'vitest';
import type { DoctorId, Gap, PatientId, Repositories, StoredGapSet, WorklistFilter } from '@rafdesk/core';
import { at, aPatient, aUserInput, unique } from './builders.js';
import { aPractice } from './clinical-fixture.js';

type Subject = Pick<Repositories, 'users' | 'doctors' | 'insurances' | 'patients' | 'recordDiagnostics' | 'progressNotes' | 'gaps'>;

const gapOf = (kind: Gap['kind'], hcc: string, text = 'E11.9 (2025)'): Gap => ({
  key: `2026:${kind}:${hcc}`, kind, paymentYear: 2026, model: 'V28', hcc, hccLabel: `${hcc} label`, coverage: 'open', addressedBy: null, closingCodes: ['E119'],
  valueCode: 'E119', documentation: 'Document diabetes', evidence: [{ source: 'record-diagnosis', date: '2025-03-01', text, code: 'E119', value: null, ruleId: null, identity: 'diagnosis:E119' }],
  evidenceKey: 'diagnosis:E119', rules: [],
});
const worth = (raf: number) => ({ code: 'E119', without: 1, with: 1 + raf, raf, annualBudget: raf * 12_000, netSurplus: raf * 6_000, factorStatus: 'final' as const, modelLabel: 'V28 2026' });
const setOf = (patientId: PatientId, doctorId: DoctorId, raf: number, gaps: StoredGapSet['gaps']): StoredGapSet => ({
  patientId, doctorId, paymentYear: 2026, computedAt: at(), openWorth: { raf, annualBudget: raf * 12_000, netSurplus: raf * 6_000, factorStatus: 'final', gaps: gaps.filter((item) => item.state === 'open' || item.state === 'deferred').length }, gaps,
});
const page = { pageNumber: 1, pageSize: 10 };
const filter: WorklistFilter = { paymentYear: 2026, window: page, doctorIds: null, insuranceIds: null, kind: null, hcc: null, states: ['open', 'deferred'], searchQuery: null, sort: null };

/** What the gap store promises on each engine: bases from every year and the history, sets round-trip, the worklist filters and orders, dispositions keep their trail. */
export function gapRepositoryContract(subject: () => Subject): void {
  describe('GapRepository', () => {
    it('loads a basis with every year\'s diagnostics, the imported history and the notes, and stores imported lines once', async () => {
      const repositories = subject();
      const practice = await aPractice(repositories);
      const { recordId: lastYear, patientId } = (await repositories.patients.create(aPatient(practice), 2025, at()))._unsafeUnwrap();
      const thisYear = (await repositories.patients.ensureRecord(patientId, 2026, at()))._unsafeUnwrap();
      (await repositories.recordDiagnostics.add(lastYear, [{ code: 'E1122', serviceDate: '2024-05-02', queue: null, provider: null, specialty: null, documentation: null }], null, at()))._unsafeUnwrap();
      (await repositories.recordDiagnostics.add(thisYear, [{ code: 'I10', serviceDate: null, queue: null, provider: null, specialty: null, documentation: null }], null, at()))._unsafeUnwrap();
      const author = (await repositories.users.create({ user: aUserInput(), userName: `gaps${unique()}`, passwordHash: null, profileCompleted: true, policyAcceptedAt: null }, at()))._unsafeUnwrap();
      (await repositories.progressNotes.create({
        recordId: thisYear, doctorId: practice.doctorId, authorUserId: author.id, serviceDate: '2025-02-03', specialty: null, provider: null, visitOptionIds: [], cpt: null,
        otherCpt: null, content: { medications: [{ name: 'Insulin glargine', dose: '20 units', reasonForUse: '' }], vitals: { weightLb: 262, heightIn: 67, bmi: null } }, pdf: new TextEncoder().encode('%PDF-1.4'),
      }, at()))._unsafeUnwrap();
      const line = { patientId, code: 'I5022', dateOfService: '2024-09-09', source: 'claim' as const, providerNpi: null };
      expect((await repositories.gaps.addImported([line, { ...line, source: 'payer-gap-list' }], null, at()))._unsafeUnwrap()).toBe(2);
      expect((await repositories.gaps.addImported([line], null, at(1)))._unsafeUnwrap()).toBe(0);

      const [basis, ...others] = (await repositories.gaps.basis({ patientIds: [patientId] }, 2026))._unsafeUnwrap();
      expect(others).toEqual([]);
      expect(basis).toMatchObject({ patientId, recordId: thisYear, doctorId: practice.doctorId, paymentYear: 2026, codes: ['I10'], agreement: null, subject: { sex: 'M', dateOfBirth: '1950-06-15' } });
      expect([...(basis?.diagnoses ?? [])].sort((a, b) => a.code.localeCompare(b.code) || String(a.historySource).localeCompare(String(b.historySource)))).toEqual([
        { code: 'E1122', dateOfService: '2024-05-02', serviceYear: 2024, origin: 'record', historySource: null, active: true },
        { code: 'I10', dateOfService: null, serviceYear: 2025, origin: 'record', historySource: null, active: true },
        { code: 'I5022', dateOfService: '2024-09-09', serviceYear: 2024, origin: 'imported-history', historySource: 'claim', active: true },
        { code: 'I5022', dateOfService: '2024-09-09', serviceYear: 2024, origin: 'imported-history', historySource: 'payer-gap-list', active: true },
      ]);
      expect(basis?.notes).toEqual([{ serviceDate: '2025-02-03', content: expect.objectContaining({ vitals: { weightLb: 262, heightIn: 67, bmi: null } }) }]);
      expect((await repositories.gaps.basis({ doctorIds: [practice.doctorId] }, 2026))._unsafeUnwrap().map((item) => item.patientId)).toEqual([patientId]);
      // Dated codes for the curve: records and claims, never a payer's list, within the years asked.
      const dated = (await repositories.gaps.datedCodes({ doctorIds: [practice.doctorId], insuranceIds: null, fromYear: 2024, toYear: 2025 }))._unsafeUnwrap();
      expect(dated.map((codes) => [...codes].sort((a, b) => a.code.localeCompare(b.code)))).toEqual([[{ code: 'E1122', dateOfService: '2024-05-02' }, { code: 'I5022', dateOfService: '2024-09-09' }]]);
    });

    it('keeps a set whole, replaces it, and pages the worklist by open value with every filter', async () => {
      const repositories = subject();
      const practice = await aPractice(repositories);
      const other = await aPractice(repositories);
      const made = async (doctor: typeof practice, firstName: string) => (await repositories.patients.create(aPatient({ ...doctor, firstName }), 2026, at()))._unsafeUnwrap();
      const [a, b, c] = [await made(practice, 'Ana'), await made(practice, 'Beto'), await made(other, 'Cruz')];
      const without = async () => (await repositories.gaps.withoutSet(2026, 100_000))._unsafeUnwrap();
      expect(await without()).toEqual(expect.arrayContaining([a.patientId, b.patientId, c.patientId]));
      const first = setOf(a.patientId, practice.doctorId, 0.2, [{ gap: gapOf('recapture', 'HCC38'), worth: worth(0.2), state: 'open' }]);
      (await repositories.gaps.saveSets([first, setOf(b.patientId, practice.doctorId, 0.5, [{ gap: gapOf('suspect', 'HCC48', 'BMI 41.0'), worth: worth(0.5), state: 'open' }]),
        setOf(c.patientId, other.doctorId, 0.9, [{ gap: gapOf('recapture', 'HCC226'), worth: worth(0.9), state: 'not-present' }])]))._unsafeUnwrap();
      expect((await repositories.gaps.findSet(a.patientId, 2026))._unsafeUnwrap()).toEqual(first);
      expect((await repositories.gaps.findSet(a.patientId, 2027))._unsafeUnwrap()).toBeNull();
      // Patients with a stored set are no longer without one; none has a record of 2027.
      expect((await without()).filter((id) => [a.patientId, b.patientId, c.patientId].includes(id))).toEqual([]);
      expect((await repositories.gaps.withoutSet(2027, 100_000))._unsafeUnwrap().filter((id) => [a.patientId, b.patientId, c.patientId].includes(id))).toEqual([]);

      const ids = async (extra: Partial<WorklistFilter> = {}) => (await repositories.gaps.worklist({ ...filter, ...extra }))._unsafeUnwrap().items.map((row) => row.patient.patientId);
      expect(await ids()).toEqual([b.patientId, a.patientId]);
      expect(await ids({ states: ['not-present'] })).toEqual([c.patientId]);
      expect(await ids({ kind: 'suspect' })).toEqual([b.patientId]);
      expect(await ids({ hcc: 'HCC38' })).toEqual([a.patientId]);
      expect(await ids({ doctorIds: [other.doctorId], states: ['open', 'not-present'] })).toEqual([c.patientId]);
      expect(await ids({ insuranceIds: [practice.insuranceId] })).toEqual([b.patientId, a.patientId]);
      expect(await ids({ searchQuery: 'ana' })).toEqual([a.patientId]);
      expect(await ids({ sort: { field: 'patientName', direction: 'asc' } })).toHaveLength(2);
      expect(await ids({ sort: { field: 'openRaf', direction: 'asc' } })).toEqual([a.patientId, b.patientId]);
      const paged = (await repositories.gaps.worklist({ ...filter, window: { pageNumber: 2, pageSize: 1 } }))._unsafeUnwrap();
      expect({ ids: paged.items.map((row) => row.patient.patientId), total: paged.totalCount }).toEqual({ ids: [a.patientId], total: 2 });
      expect(paged.items[0]?.patient).toMatchObject({ recordId: a.recordId, patientName: expect.stringContaining('Ana'), doctorId: practice.doctorId, insuranceId: practice.insuranceId });

      // Computed again, the set and its filter rows are replaced, not added to.
      (await repositories.gaps.saveSets([setOf(a.patientId, practice.doctorId, 0, [{ gap: gapOf('recapture', 'HCC38'), worth: worth(0), state: 'documented' }])]))._unsafeUnwrap();
      expect(await ids()).toEqual([b.patientId]);
    });

    it('stores dispositions one per gap, with an append-only history that keeps the words of a reason', async () => {
      const repositories = subject();
      const practice = await aPractice(repositories);
      const { patientId } = (await repositories.patients.create(aPatient(practice), 2026, at()))._unsafeUnwrap();
      const disposition = { gapKey: '2026:recapture:HCC38', state: 'not-present' as const, reason: 'other' as const, reasonText: 'Seen by endocrinology: ZZREASON', code: null, dismissedEvidenceKey: 'diagnosis:E119', changedAt: at(1).toISOString(), changedBy: null };
      const history = { gapKey: disposition.gapKey, at: at(1).toISOString(), by: null, from: 'open' as const, to: 'not-present' as const, event: 'user.notPresent', reason: 'other' as const, reasonText: disposition.reasonText, code: null, countedAsDelete: false };
      (await repositories.gaps.saveDispositions([{ patientId, disposition, history }]))._unsafeUnwrap();
      const reopened = { ...disposition, state: 'open' as const, reason: null, reasonText: null, dismissedEvidenceKey: null, changedAt: at(2).toISOString() };
      (await repositories.gaps.saveDispositions([{ patientId, disposition: reopened, history: { ...history, at: at(2).toISOString(), from: 'not-present', to: 'open', event: 'user.reopen', reason: null, reasonText: null } }]))._unsafeUnwrap();
      expect((await repositories.gaps.dispositions([patientId], 2026))._unsafeUnwrap()).toEqual([{ ...reopened, patientId }]);
      expect((await repositories.gaps.dispositions([patientId], 2027))._unsafeUnwrap()).toEqual([]);
      const trail = (await repositories.gaps.history(patientId, 2026))._unsafeUnwrap();
      expect(trail.map((line) => [line.from, line.to, line.reasonText, line.userName])).toEqual([['open', 'not-present', 'Seen by endocrinology: ZZREASON', null], ['not-present', 'open', null, null]]);
    });
  });
}
