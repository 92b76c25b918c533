import { describe, expect, it } from 'vitest';
import type { NewRecordDiagnostic, PatientListFilter, RecordId, Repositories } from '@rafdesk/core';
import { at, aPatient } from './builders.js';
import { aPractice } from './clinical-fixture.js';

type Subject = Pick<Repositories, 'doctors' | 'insurances' | 'patients' | 'recordDiagnostics' | 'recordNotes' | 'catalogue'>;

const YEAR = 2026;
const listFilter = (overrides: Partial<PatientListFilter> = {}): PatientListFilter => ({
  window: { pageNumber: 1, pageSize: 10 }, searchQuery: null, searchDoctors: false, doctorId: null, insuranceId: null, insuranceName: null,
  active: null, paymentYear: YEAR, asOf: '2026-03-18', ...overrides,
});
const aDiagnostic = (code: string, overrides: Partial<NewRecordDiagnostic> = {}): NewRecordDiagnostic =>
  ({ code, serviceDate: null, queue: null, provider: null, specialty: null, documentation: null, ...overrides });

/** What the patient, record-diagnostic and note stores promise. */
export function clinicalRepositoriesContract(subject: () => Subject): void {
  describe('PatientRepository', () => {
    it('creates a patient with its record for the year and lists it with doctor, insurance, plan and figures', async () => {
      const repositories = subject();
      const practice = await aPractice(repositories, { lastName: 'Colón' });
      const owner = (await repositories.patients.create(aPatient({ ...practice, firstName: 'Luz', lastName: 'Marrero', dateOfBirth: '1950-03-19' }), YEAR, at()))._unsafeUnwrap();
      expect(owner).toMatchObject({ doctorId: practice.doctorId, insuranceId: practice.insuranceId, patientActive: true, paymentYear: YEAR });
      const row = (await repositories.patients.findByRecord(owner.recordId, '2026-03-18'))._unsafeUnwrap();
      expect(row).toMatchObject({
        recordId: owner.recordId, patientName: 'Luz Marrero', age: 75, doctorName: practice.doctor.fullName, insuranceName: practice.insurance.name,
        planName: practice.plan.name, diagnosisCount: 0, rafTotal: 0, billedFractionFirstSemester: 1, doctorNotes: null, active: true,
      });
      expect((await repositories.patients.recordOwner(owner.recordId))._unsafeUnwrap()).toEqual(owner);
      expect((await repositories.patients.recordOwner(987_654 as RecordId))._unsafeUnwrap()).toBeNull();
      expect((await repositories.patients.lockRecord(owner.recordId))._unsafeUnwrap()).toBe(true);
      expect((await repositories.patients.lockRecord(987_654 as RecordId))._unsafeUnwrap()).toBe(false);
    });

    it('keeps the ESRD status, months since a transplant and the Part D subsidy through create, update and scoring', async () => {
      const repositories = subject();
      const practice = await aPractice(repositories);
      const patient = aPatient(practice);
      const owner = (await repositories.patients.create(patient, YEAR, at()))._unsafeUnwrap();
      const facts = async () => ({
        row: (await repositories.patients.findByRecord(owner.recordId, '2026-03-18'))._unsafeUnwrap(),
        scored: (await repositories.patients.scoringSubject(owner.recordId))._unsafeUnwrap(),
      });
      const none = { esrdStatus: 'none', monthsSinceTransplant: null, lowIncomeSubsidy: false };
      expect(await facts()).toMatchObject({ row: none, scored: none });
      const transplant = { esrdStatus: 'transplant', monthsSinceTransplant: 14, lowIncomeSubsidy: true } as const;
      (await repositories.patients.update(owner.patientId, { ...patient, ...transplant }, at(1)))._unsafeUnwrap();
      expect(await facts()).toMatchObject({ row: transplant, scored: transplant });
      // Months belong to a transplant: a patient moved to dialysis keeps none.
      (await repositories.patients.update(owner.patientId, { ...patient, esrdStatus: 'dialysis', monthsSinceTransplant: 14, lowIncomeSubsidy: false }, at(2)))._unsafeUnwrap();
      expect(await facts()).toMatchObject({ row: { esrdStatus: 'dialysis', monthsSinceTransplant: null }, scored: { esrdStatus: 'dialysis', monthsSinceTransplant: null } });
    });

    it('refuses a second patient with the same document id for the same doctor but not for another doctor', async () => {
      const repositories = subject();
      const [first, second] = [await aPractice(repositories), await aPractice(repositories)];
      const patient = aPatient(first);
      (await repositories.patients.create(patient, YEAR, at()))._unsafeUnwrap();
      expect((await repositories.patients.create({ ...patient }, YEAR, at()))._unsafeUnwrapErr()).toEqual({ kind: 'Conflict', entity: 'patient', field: 'documentId' });
      (await repositories.patients.create({ ...patient, ...second }, YEAR, at()))._unsafeUnwrap();
      expect((await repositories.patients.create(aPatient({ ...first, planId: 987_654 as never }), YEAR, at()))._unsafeUnwrapErr()).toMatchObject({ kind: 'NotFound' });
    });

    it('imports a roster all or nothing and names every clashing row', async () => {
      const repositories = subject();
      const practice = await aPractice(repositories);
      const stored = aPatient(practice);
      (await repositories.patients.create(stored, YEAR, at()))._unsafeUnwrap();
      const [one, two, three] = [aPatient(practice), aPatient(practice), aPatient(practice)];
      const fresh = [one, two, three];
      const clash = await repositories.patients.createMany([one, { ...stored }, two, { ...one }], YEAR, at());
      expect(clash._unsafeUnwrapErr()).toEqual({ kind: 'RosterConflict', rows: [0, 1, 3] });
      expect((await repositories.patients.list(listFilter({ doctorId: practice.doctorId })))._unsafeUnwrap().totalCount).toBe(1);
      const imported = (await repositories.patients.createMany(fresh, YEAR, at()))._unsafeUnwrap();
      expect(imported).toHaveLength(3);
      expect((await repositories.patients.list(listFilter({ doctorId: practice.doctorId })))._unsafeUnwrap().totalCount).toBe(4);
    });

    it('scopes and searches the list by doctor, insurance, name, contract number and (when asked) NPI or doctor name', async () => {
      const repositories = subject();
      const north = await aPractice(repositories, { lastName: 'Norte', insurance: 'Salud Norte' });
      const south = await aPractice(repositories, { lastName: 'Sur', insurance: 'Salud Sur' });
      (await repositories.patients.create(aPatient({ ...north, firstName: 'Ana', lastName: 'Zeta', insuranceContractNumber: 'ABC123' }), YEAR, at()))._unsafeUnwrap();
      (await repositories.patients.create(aPatient({ ...north, firstName: 'Beto', lastName: 'Alfa' }), YEAR, at()))._unsafeUnwrap();
      (await repositories.patients.create(aPatient({ ...south, firstName: 'Carmen', lastName: 'Beta' }), YEAR, at()))._unsafeUnwrap();
      const names = async (filter: Partial<PatientListFilter>) => (await repositories.patients.list(listFilter(filter)))._unsafeUnwrap().items.map((row) => row.patientName);
      expect(await names({})).toEqual(['Beto Alfa', 'Carmen Beta', 'Ana Zeta']);
      expect(await names({ doctorId: north.doctorId })).toEqual(['Beto Alfa', 'Ana Zeta']);
      expect(await names({ insuranceId: south.insuranceId })).toEqual(['Carmen Beta']);
      expect(await names({ insuranceName: 'salud norte' })).toEqual(['Beto Alfa', 'Ana Zeta']);
      expect(await names({ searchQuery: 'abc1' })).toEqual(['Ana Zeta']);
      expect(await names({ searchQuery: 'a zet' })).toEqual(['Ana Zeta']);
      expect(await names({ searchQuery: 'Sur' })).toEqual([]);
      expect(await names({ searchQuery: 'Sur', searchDoctors: true })).toEqual(['Carmen Beta']);
      expect(await names({ searchQuery: north.doctor.npi.slice(0, 6), searchDoctors: true, doctorId: north.doctorId })).toEqual(['Beto Alfa', 'Ana Zeta']);
      expect(await names({ paymentYear: 2027 })).toEqual([]);
      expect((await repositories.patients.ensureRecordsForYear(2027, at()))._unsafeUnwrap()).toBe(3);
      expect((await repositories.patients.ensureRecordsForYear(2027, at()))._unsafeUnwrap()).toBe(0);
      expect(await names({ paymentYear: 2027 })).toHaveLength(3);
      const ofYear = (await repositories.patients.recordIdsOfYear(2027))._unsafeUnwrap();
      expect(ofYear).toHaveLength(3);
      expect([...ofYear].sort((a, b) => a - b)).toEqual(ofYear);
      expect((await repositories.patients.recordIdsOfYear(2031))._unsafeUnwrap()).toEqual([]);
    });

    it('finds the patients a file names by contract number or record id among the doctors in reach, with the record of the year (named)', async () => {
      const repositories = subject();
      const north = await aPractice(repositories, { lastName: 'Norte', insurance: 'Salud Norte' });
      const south = await aPractice(repositories, { lastName: 'Sur', insurance: 'Salud Sur' });
      const ana = (await repositories.patients.create(aPatient({ ...north, insuranceContractNumber: 'HX-ANA' }), YEAR, at()))._unsafeUnwrap();
      const carmen = (await repositories.patients.create(aPatient({ ...south, insuranceContractNumber: 'HX-CARMEN' }), YEAR, at()))._unsafeUnwrap();
      const earlier = (await repositories.patients.ensureRecord(ana.patientId, YEAR - 1, at()))._unsafeUnwrap();
      const query = { contractNumbers: ['HX-ANA', 'HX-CARMEN', 'HX-NOBODY'], recordIds: [earlier, carmen.recordId], paymentYear: YEAR };
      const every = (await repositories.patients.named({ ...query, doctorIds: null }))._unsafeUnwrap();
      expect(every.filter((found) => found.namedRecordId === null).map((found) => [found.contractNumber, found.recordId])).toEqual([['HX-ANA', ana.recordId], ['HX-CARMEN', carmen.recordId]]);
      expect(every.filter((found) => found.namedRecordId !== null).map((found) => [found.namedRecordId, found.patientId, found.recordId]).sort())
        .toEqual([[earlier, ana.patientId, ana.recordId], [carmen.recordId, carmen.patientId, carmen.recordId]].sort());
      const northOnly = (await repositories.patients.named({ ...query, doctorIds: [north.doctorId] }))._unsafeUnwrap();
      expect(northOnly.map((found) => found.patientId)).toEqual([ana.patientId, ana.patientId]);
      expect((await repositories.patients.named({ ...query, doctorIds: [] }))._unsafeUnwrap()).toEqual([]);
      expect((await repositories.patients.named({ ...query, paymentYear: YEAR + 5, doctorIds: null }))._unsafeUnwrap().map((found) => found.recordId)).toEqual([earlier, carmen.recordId]);
    });

    it('counts the list apart from its page, and a total one process keeps follows another process\'s change', async () => {
      const [here, elsewhere] = [subject(), subject()];
      const practice = await aPractice(here);
      const patients = ['Alfa', 'Beta', 'Gama'].map((lastName) => aPatient({ ...practice, lastName }));
      (await here.patients.createMany(patients, YEAR, at()))._unsafeUnwrap();
      const page = async (pageNumber: number, filter: Partial<PatientListFilter> = {}) =>
        (await here.patients.list(listFilter({ doctorId: practice.doctorId, window: { pageNumber, pageSize: 2 }, ...filter })))._unsafeUnwrap();
      expect(await page(1)).toMatchObject({ totalCount: 3, items: [{ patientName: `${patients[0]?.firstName} Alfa` }, { patientName: `${patients[1]?.firstName} Beta` }] });
      expect(await page(2)).toMatchObject({ totalCount: 3, items: [{ patientName: `${patients[2]?.firstName} Gama` }] });
      expect(await page(3)).toMatchObject({ totalCount: 3, items: [] });
      expect((await page(1, { active: true })).totalCount).toBe(3);
      (await elsewhere.patients.create(aPatient({ ...practice, lastName: 'Delta' }), YEAR, at()))._unsafeUnwrap();
      expect((await page(1)).totalCount).toBe(4);
      (await elsewhere.patients.setActive(practice.doctorId, patients[0]?.documentId ?? '', false, at(7)))._unsafeUnwrap();
      expect((await page(1, { active: true })).totalCount).toBe(3);
      (await here.patients.setActive(practice.doctorId, patients[1]?.documentId ?? '', false, at(7)))._unsafeUnwrap();
      expect((await page(1, { active: true })).totalCount).toBe(2);
    });

    it('loads diagnostics of many records as they stand and stores many records\' figures at once', async () => {
      const repositories = subject();
      const practice = await aPractice(repositories);
      const [first, second] = (await repositories.patients.createMany([aPatient(practice), aPatient(practice)], YEAR, at()))._unsafeUnwrap();
      if (!first || !second) throw new Error('two records expected');
      const loaded = (await repositories.recordDiagnostics.addMany([
        { ...aDiagnostic('E119'), recordId: first.recordId, active: true, billedFirstSemester: true, billedSecondSemester: false, createdBy: null },
        { ...aDiagnostic('I10'), recordId: first.recordId, active: false, billedFirstSemester: false, billedSecondSemester: false, createdBy: null },
        { ...aDiagnostic('N183'), recordId: second.recordId, active: true, billedFirstSemester: true, billedSecondSemester: true, createdBy: null },
      ], at()))._unsafeUnwrap();
      expect(loaded).toBe(3);
      expect((await repositories.patients.scoringSubject(first.recordId))._unsafeUnwrap()?.diagnostics).toEqual([
        { code: 'E119', active: true, billedFirstSemester: true, billedSecondSemester: false, source: 'face-to-face' },
        { code: 'I10', active: false, billedFirstSemester: false, billedSecondSemester: false, source: 'face-to-face' },
      ]);
      const figures = (rafTotal: number) => ({ rafTotal, rafBilledFirstSemester: rafTotal / 2, rafBilledSecondSemester: 0, billedFractionFirstSemester: 0.5, billedFractionSecondSemester: 0, modelLabel: 'V28 2026' });
      expect((await repositories.patients.saveFiguresMany([{ recordId: first.recordId, figures: figures(1.5) }, { recordId: second.recordId, figures: figures(0.8) }], at(1)))._unsafeUnwrap()).toBe(2);
      expect((await repositories.patients.findByRecord(first.recordId, '2026-03-18'))._unsafeUnwrap()).toMatchObject({ rafTotal: 1.5, rafBilledFirstSemester: 0.75, diagnosisCount: 1 });
      expect((await repositories.patients.findByRecord(second.recordId, '2026-03-18'))._unsafeUnwrap()).toMatchObject({ rafTotal: 0.8, diagnosisCount: 1 });
      expect((await repositories.patients.saveFiguresMany([], at()))._unsafeUnwrap()).toBe(0);
    });

    it('groups a scope\'s patients by what the pending rule reads and sums their figures, without reading a patient row (figureGroups)', async () => {
      const repositories = subject();
      const north = await aPractice(repositories, { lastName: 'Norte' });
      const south = await aPractice(repositories, { lastName: 'Sur' });
      const [coded, uncoded, inactive] = (await repositories.patients.createMany([aPatient(north), aPatient(north), aPatient(north)], YEAR, at()))._unsafeUnwrap();
      const other = (await repositories.patients.create(aPatient(south), YEAR, at()))._unsafeUnwrap();
      if (!coded || !uncoded || !inactive) throw new Error('three records expected');
      (await repositories.recordDiagnostics.add(coded.recordId, [aDiagnostic('E119'), aDiagnostic('I10')], null, at()))._unsafeUnwrap();
      (await repositories.recordDiagnostics.add(inactive.recordId, [aDiagnostic('E119')], null, at()))._unsafeUnwrap();
      const figures = (rafTotal: number, billedFirst: number) => ({
        rafTotal, rafBilledFirstSemester: billedFirst, rafBilledSecondSemester: 0, billedFractionFirstSemester: rafTotal === 0 ? 1 : billedFirst / rafTotal, billedFractionSecondSemester: 0, modelLabel: 'V28 2026',
      });
      (await repositories.patients.saveFiguresMany([
        { recordId: coded.recordId, figures: figures(1.5, 1.5) }, { recordId: inactive.recordId, figures: figures(0.8, 0) }, { recordId: other.recordId, figures: figures(2, 1) },
      ], at(1)))._unsafeUnwrap();
      const inactivePatient = (await repositories.patients.findByRecord(inactive.recordId, '2026-03-18'))._unsafeUnwrap();
      (await repositories.patients.setActive(north.doctorId, inactivePatient?.documentId ?? '', false, at(2)))._unsafeUnwrap();
      const scope = { doctorId: north.doctorId, insuranceId: null, insuranceName: null, active: null, paymentYear: YEAR };
      const groups = (await repositories.patients.figureGroups(scope))._unsafeUnwrap();
      const sorted = [...groups].sort((a, b) => Number(b.active) - Number(a.active) || Number(b.coded) - Number(a.coded));
      expect(sorted).toEqual([
        { active: true, coded: true, fullyBilledFirstSemester: true, fullyBilledSecondSemester: false, patients: 1, rafTotal: 1.5, rafBilledFirstSemester: 1.5, rafBilledSecondSemester: 0 },
        { active: true, coded: false, fullyBilledFirstSemester: true, fullyBilledSecondSemester: true, patients: 1, rafTotal: 0, rafBilledFirstSemester: 0, rafBilledSecondSemester: 0 },
        { active: false, coded: true, fullyBilledFirstSemester: false, fullyBilledSecondSemester: false, patients: 1, rafTotal: 0.8, rafBilledFirstSemester: 0, rafBilledSecondSemester: 0 },
      ]);
      const everyone = (await repositories.patients.figureGroups({ ...scope, doctorId: null }))._unsafeUnwrap();
      expect(everyone.reduce((sum, group) => sum + group.patients, 0)).toBe(4);
      expect((await repositories.patients.figureGroups({ ...scope, doctorId: null, doctorIds: [] }))._unsafeUnwrap()).toEqual([]);
    });

    it('names the active doctors with a patient of an insurance, by name (DoctorRepository.doctorsForInsurance)', async () => {
      const repositories = subject();
      const north = await aPractice(repositories, { lastName: 'Norte' });
      const south = await aPractice(repositories, { lastName: 'Sur' });
      const doctorsOf = async (insuranceId: typeof north.insuranceId) => (await repositories.doctors.doctorsForInsurance(insuranceId))._unsafeUnwrap().map((doctor) => doctor.id);
      (await repositories.patients.create(aPatient(north), YEAR, at()))._unsafeUnwrap();
      expect(await doctorsOf(north.insuranceId)).toEqual([north.doctorId]);
      expect(await doctorsOf(south.insuranceId)).toEqual([]);
      (await repositories.patients.create(aPatient({ ...south, insuranceId: north.insuranceId, planId: north.planId }), YEAR, at()))._unsafeUnwrap();
      expect(await doctorsOf(north.insuranceId)).toEqual([north.doctorId, south.doctorId]);
      (await repositories.doctors.setActive(north.doctorId, false, at(1)))._unsafeUnwrap();
      expect(await doctorsOf(north.insuranceId)).toEqual([south.doctorId]);
    });

    it('updates, deactivates and scores a patient, and stores the record figures', async () => {
      const repositories = subject();
      const practice = await aPractice(repositories);
      const patient = aPatient(practice);
      const owner = (await repositories.patients.create(patient, YEAR, at()))._unsafeUnwrap();
      (await repositories.patients.update(owner.patientId, { ...patient, lastName: 'Nuevo' }, at(1)))._unsafeUnwrap();
      (await repositories.patients.setActive(practice.doctorId, patient.documentId, false, at(2)))._unsafeUnwrap();
      expect((await repositories.patients.setActive(practice.doctorId, 'XXXXXXXXXXX', false, at()))._unsafeUnwrapErr()).toMatchObject({ kind: 'NotFound' });
      (await repositories.recordDiagnostics.add(owner.recordId, [aDiagnostic('E119'), aDiagnostic('I10')], null, at()))._unsafeUnwrap();
      (await repositories.recordDiagnostics.setBilling(owner.recordId, ['E119'], 1, true, at()))._unsafeUnwrap();
      const subjectToScore = (await repositories.patients.scoringSubject(owner.recordId))._unsafeUnwrap();
      expect(subjectToScore).toMatchObject({ sex: patient.sex, dateOfBirth: patient.dateOfBirth, dualStatus: 'none', patientActive: false, originalReasonForEntitlement: 0 });
      expect(subjectToScore?.diagnostics).toEqual([
        { code: 'E119', active: true, billedFirstSemester: true, billedSecondSemester: false, source: 'face-to-face' },
        { code: 'I10', active: true, billedFirstSemester: false, billedSecondSemester: false, source: 'face-to-face' },
      ]);
      const figures = { rafTotal: 1.234, rafBilledFirstSemester: 0.9, rafBilledSecondSemester: 0.4, billedFractionFirstSemester: 0.73, billedFractionSecondSemester: 0.32, modelLabel: 'V28 2026' };
      (await repositories.patients.saveFigures(owner.recordId, figures, at(3)))._unsafeUnwrap();
      expect((await repositories.patients.findByRecord(owner.recordId, '2026-03-18'))._unsafeUnwrap()).toMatchObject({
        patientName: `${patient.firstName} Nuevo`, active: false, rafTotal: 1.234, billedFractionSecondSemester: 0.32, diagnosisCount: 2,
      });
    });
  });

  describe('RecordDiagnosticRepository', () => {
    it('adds a thousand diagnostics in one call, skips those the record has and lists them in code order with catalogue texts', async () => {
      const repositories = subject();
      const practice = await aPractice(repositories);
      const { recordId } = (await repositories.patients.create(aPatient(practice), YEAR, at()))._unsafeUnwrap();
      (await repositories.catalogue.upsertMany([{ ...catalogueEntry('A000'), description: 'Cholera', v28Hcc1: 1 }], at()))._unsafeUnwrap();
      const rows = Array.from({ length: 1000 }, (_, index) => aDiagnostic(`A${String(index).padStart(3, '0')}`, { serviceDate: '2026-02-01', provider: 'Dr. Who' }));
      const first = (await repositories.recordDiagnostics.add(recordId, rows, null, at()))._unsafeUnwrap();
      expect(first.added).toHaveLength(1000);
      const again = (await repositories.recordDiagnostics.add(recordId, [rows[0] ?? aDiagnostic('A000'), aDiagnostic('A000')], null, at()))._unsafeUnwrap();
      expect(again).toEqual({ added: ['A000'], alreadyPresent: ['A000'] });
      const page = (await repositories.recordDiagnostics.list(recordId, { pageNumber: 1, pageSize: 1000 }))._unsafeUnwrap();
      expect(page.totalCount).toBe(1001);
      expect(page.items[0]).toMatchObject({ code: 'A000', description: 'Cholera', v28Hcc1: 1, serviceDate: null, active: true, billedFirstSemester: false });
      expect(page.items[1]).toMatchObject({ code: 'A000', serviceDate: '2026-02-01', provider: 'Dr. Who' });
      expect(page.items[2]).toMatchObject({ code: 'A001', description: '' });
      // The rows of some codes, exactly as the list shows them (what Insert answers with).
      const some = (await repositories.recordDiagnostics.listCodes(recordId, ['A001', 'A000']))._unsafeUnwrap();
      expect(some).toEqual(page.items.slice(0, 3));
      expect((await repositories.recordDiagnostics.listCodes(recordId, []))._unsafeUnwrap()).toEqual([]);
      expect((await repositories.recordDiagnostics.add(987_654 as RecordId, [aDiagnostic('E119')], null, at()))._unsafeUnwrapErr()).toMatchObject({ kind: 'NotFound' });
    });

    it('toggles active and billing per semester, flags progress-note codes, and deletes one or all', async () => {
      const repositories = subject();
      const practice = await aPractice(repositories);
      const { recordId } = (await repositories.patients.create(aPatient(practice), YEAR, at()))._unsafeUnwrap();
      (await repositories.recordDiagnostics.add(recordId, [aDiagnostic('E119'), aDiagnostic('E119', { serviceDate: '2026-01-05', queue: 'pn' }), aDiagnostic('N183')], null, at()))._unsafeUnwrap();
      (await repositories.recordDiagnostics.setActive(recordId, 'N183', false, at()))._unsafeUnwrap();
      expect((await repositories.recordDiagnostics.setActive(recordId, 'Z999', false, at()))._unsafeUnwrapErr()).toMatchObject({ kind: 'NotFound' });
      expect((await repositories.recordDiagnostics.setBilling(recordId, ['E119', 'N183'], 2, true, at()))._unsafeUnwrap()).toBe(3);
      expect((await repositories.recordDiagnostics.setBilling(recordId, ['E119'], 2, true, at()))._unsafeUnwrap()).toBe(0);
      expect((await repositories.recordDiagnostics.setProgressNoteFlags(recordId, ['N183'], { inProgressNotePreview: true }, at()))._unsafeUnwrap()).toBe(1);
      const listed = (await repositories.recordDiagnostics.list(recordId, { pageNumber: 1, pageSize: 10 }))._unsafeUnwrap().items;
      expect(listed.map((row) => [row.code, row.active, row.billedSecondSemester, row.inProgressNotePreview])).toEqual([
        ['E119', true, true, false], ['E119', true, true, false], ['N183', false, true, true],
      ]);
      (await repositories.recordDiagnostics.delete({ recordId, code: 'E119', serviceDate: '2026-01-05', queue: 'pn' }))._unsafeUnwrap();
      expect((await repositories.recordDiagnostics.delete({ recordId, code: 'E119', serviceDate: '2026-01-05', queue: 'pn' }))._unsafeUnwrapErr()).toMatchObject({ kind: 'NotFound' });
      expect((await repositories.recordDiagnostics.deleteAll(recordId))._unsafeUnwrap()).toHaveLength(2);
      expect((await repositories.recordDiagnostics.list(recordId, { pageNumber: 1, pageSize: 10 }))._unsafeUnwrap()).toEqual({ items: [], totalCount: 0 });
    });
  });

  describe('RecordNoteRepository', () => {
    it('keeps doctor and MAG notes of a record in order and shows the latest of each in the patient row', async () => {
      const repositories = subject();
      const practice = await aPractice(repositories);
      const { recordId } = (await repositories.patients.create(aPatient(practice), YEAR, at()))._unsafeUnwrap();
      (await repositories.recordNotes.add({ recordId, kind: 'doctor', text: 'First doctor note' }, null, at(0)))._unsafeUnwrap();
      (await repositories.recordNotes.add({ recordId, kind: 'mag', text: 'Coder note' }, null, at(1)))._unsafeUnwrap();
      (await repositories.recordNotes.add({ recordId, kind: 'doctor', text: 'Second doctor note' }, null, at(2)))._unsafeUnwrap();
      expect((await repositories.recordNotes.list(recordId))._unsafeUnwrap().map((note) => [note.kind, note.text])).toEqual([
        ['doctor', 'First doctor note'], ['mag', 'Coder note'], ['doctor', 'Second doctor note'],
      ]);
      expect((await repositories.patients.findByRecord(recordId, '2026-03-18'))._unsafeUnwrap()).toMatchObject({ doctorNotes: 'Second doctor note', magNotes: 'Coder note' });
      expect((await repositories.recordNotes.add({ recordId: 987_654 as RecordId, kind: 'mag', text: 'x' }, null, at()))._unsafeUnwrapErr()).toMatchObject({ kind: 'NotFound' });
    });
  });
}

/** A catalogue entry with empty texts. */
export function catalogueEntry(code: string) {
  return {
    code, description: `Description of ${code}`, v28Hcc1: null, v28Hcc2: null, v24Hcc1: null, v24Hcc2: null, rxHcc1: null, rxHcc2: null,
    v28Interaction: null, v24Interaction: null, alert: null, deletionAlert: null, crosswalkDx: null, crosswalkRx: null, clinicalManifestations: null,
    treatment: null, active: true, shortTitle: null, longTitle: null, billable: true, categoriesYear: 2026,
  };
}
