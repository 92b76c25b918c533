import { describe, expect, it } from 'vitest';
import { SHARED_READ_FRESH_MS } from '@rafdesk/adapters/persistence';
import type { DoctorId, InsuranceAgreementInput, InsuranceId, Repositories } from '@rafdesk/core';
import { at, aPatient } from './builders.js';
import { aPractice } from './clinical-fixture.js';
import { catalogueEntry } from './clinical-repositories.contract.js';

type Subject = Pick<Repositories, 'doctors' | 'insurances' | 'patients' | 'catalogue'>;

/** Rarely changed rows (the catalogue's version) are read once a quarter second per process: waits past that. */
const anotherProcessSeen = () => new Promise((seen) => setTimeout(seen, SHARED_READ_FRESH_MS + 20));

/** What the catalogue and insurance stores promise. */
export function referenceRepositoriesContract(subject: () => Subject): void {
  describe('CatalogueRepository', () => {
    it('loads entries in bulk, replacing what is there, and searches by code prefix or by word prefixes with paging', async () => {
      const { catalogue } = subject();
      const entries = [
        { ...catalogueEntry('E119'), description: 'Type 2 diabetes mellitus without complications', v24Hcc1: 19, v28Hcc1: 38 },
        { ...catalogueEntry('E1122'), description: 'Type 2 diabetes mellitus with diabetic chronic kidney disease' },
        { ...catalogueEntry('N183'), description: 'Chronic kidney disease, stage 3 (moderate)' },
        { ...catalogueEntry('I10'), description: 'Essential (primary) hypertension' },
      ];
      expect((await catalogue.upsertMany([...entries, { ...catalogueEntry('I10'), description: 'Replaced first' }, entries[3] ?? catalogueEntry('I10')], at()))._unsafeUnwrap()).toBe(4);
      expect((await catalogue.upsertMany([{ ...catalogueEntry('N183'), description: 'CKD stage 3', active: false }], at(1)))._unsafeUnwrap()).toBe(1);
      const codes = async (text: string | null, includeInactive = false, pageSize = 10) =>
        (await catalogue.search({ text, window: { pageNumber: 1, pageSize }, includeInactive }))._unsafeUnwrap().items.map((entry) => entry.code);
      expect(await codes('e11')).toEqual(['E1122', 'E119']);
      // "diabetes" puts the general code before the specific one; a code search keeps code order.
      expect(await codes('diabetes')).toEqual(['E119', 'E1122']);
      expect(await codes('E11.2')).toEqual(['E1122']);
      expect(await codes('diab kidn')).toEqual(['E1122']);
      expect(await codes('Kidney')).toEqual(['E1122']);
      expect(await codes('ckd')).toEqual([]);
      expect(await codes('ckd', true)).toEqual(['N183']);
      expect(await codes(null)).toEqual(['E1122', 'E119', 'I10']);
      expect((await catalogue.search({ text: null, window: { pageNumber: 2, pageSize: 2 }, includeInactive: true }))._unsafeUnwrap()).toMatchObject({ totalCount: 4, items: [{ code: 'I10' }, { code: 'N183' }] });
      expect((await catalogue.find('E119'))._unsafeUnwrap()).toMatchObject({ v24Hcc1: 19, v28Hcc1: 38, categoriesYear: 2026 });
      expect((await catalogue.findMany(['I10', 'ZZZ9', 'E119', 'I10']))._unsafeUnwrap().map((entry) => entry.code)).toEqual(['E119', 'I10']);
      expect((await catalogue.latest())._unsafeUnwrap()?.code).toBe('N183');
    });

    it('counts a search apart from its page, and what one process keeps follows another process\'s change within a quarter second', async () => {
      const [here, elsewhere] = [subject(), subject()];
      const entries = ['E1121', 'E1122', 'E1129', 'E119'].map((code) => ({ ...catalogueEntry(code), description: `Type 2 diabetes ${code}` }));
      (await here.catalogue.upsertMany(entries, at()))._unsafeUnwrap();
      const page = async (pageNumber: number) => (await here.catalogue.search({ text: 'diabetes', window: { pageNumber, pageSize: 3 }, includeInactive: false }))._unsafeUnwrap();
      // A word search: shortest descriptions first ('Type 2 diabetes E119' is one letter shorter), then code order.
      expect(await page(1)).toMatchObject({ totalCount: 4, items: [{ code: 'E119' }, { code: 'E1121' }, { code: 'E1122' }] });
      expect(await page(2)).toMatchObject({ totalCount: 4, items: [{ code: 'E1129' }] });
      expect(await page(3)).toMatchObject({ totalCount: 4, items: [] });
      (await elsewhere.catalogue.setActive('E1122', false, at(5)))._unsafeUnwrap();
      await anotherProcessSeen();
      expect(await page(1)).toMatchObject({ totalCount: 3, items: [{ code: 'E119' }, { code: 'E1121' }, { code: 'E1129' }] });
      // The same change time as the other process's change: only this process's own clearing shows the new entry.
      (await here.catalogue.create({ ...catalogueEntry('E1165'), description: 'Type 2 diabetes' }, at(5)))._unsafeUnwrap();
      expect(await page(1)).toMatchObject({ totalCount: 4, items: [{ code: 'E1165' }, { code: 'E119' }, { code: 'E1121' }] });
      (await elsewhere.catalogue.update({ ...catalogueEntry('E1121'), description: 'Type 2 diabetes with diabetic nephropathy' }, at(6)))._unsafeUnwrap();
      await anotherProcessSeen();
      const found = [...(await page(1)).items, ...(await page(2)).items].find((entry) => entry.code === 'E1121');
      expect(found).toMatchObject({ code: 'E1121', description: 'Type 2 diabetes with diabetic nephropathy' });
    });

    it('creates, edits and deactivates single entries', async () => {
      const { catalogue } = subject();
      (await catalogue.create({ ...catalogueEntry('J449'), alert: 'Document severity' }, at()))._unsafeUnwrap();
      expect((await catalogue.create(catalogueEntry('J449'), at()))._unsafeUnwrapErr()).toEqual({ kind: 'Conflict', entity: 'diagnostic', field: 'code' });
      (await catalogue.update({ ...catalogueEntry('J449'), treatment: 'Inhalers' }, at(1)))._unsafeUnwrap();
      (await catalogue.setActive('J449', false, at(2)))._unsafeUnwrap();
      expect((await catalogue.find('J449'))._unsafeUnwrap()).toMatchObject({ treatment: 'Inhalers', alert: null, active: false });
      expect((await catalogue.update(catalogueEntry('Q999'), at()))._unsafeUnwrapErr()).toMatchObject({ kind: 'NotFound' });
    });
  });

  describe('InsuranceRepository', () => {
    it('keeps insurances with unique names and their plans', async () => {
      const { insurances } = subject();
      const alpha = (await insurances.create('Alpha Health', at()))._unsafeUnwrap();
      const beta = (await insurances.create('beta care', at()))._unsafeUnwrap();
      expect((await insurances.create('ALPHA HEALTH', at()))._unsafeUnwrapErr()).toEqual({ kind: 'Conflict', entity: 'insurance', field: 'name' });
      expect((await insurances.rename(beta.id, 'Alpha health'))._unsafeUnwrapErr()).toMatchObject({ kind: 'Conflict' });
      (await insurances.rename(beta.id, 'Beta Care'))._unsafeUnwrap();
      (await insurances.setActive(alpha.id, false))._unsafeUnwrap();
      expect((await insurances.list({ window: { pageNumber: 1, pageSize: 10 }, includeInactive: false }))._unsafeUnwrap()).toMatchObject({ totalCount: 1, items: [{ name: 'Beta Care' }] });
      expect((await insurances.listAll({ activeOnly: false }))._unsafeUnwrap().map((insurance) => insurance.name)).toEqual(['Alpha Health', 'Beta Care']);
      expect((await insurances.find(alpha.id))._unsafeUnwrap()).toMatchObject({ active: false, createdAt: at().toISOString() });
      const own = (await insurances.createPlan('MAPD', alpha.id, at()))._unsafeUnwrap();
      const shared = (await insurances.createPlan('Dual SNP', null, at()))._unsafeUnwrap();
      (await insurances.createPlan('Other insurer plan', beta.id, at()))._unsafeUnwrap();
      expect((await insurances.plans(alpha.id))._unsafeUnwrap()).toEqual([shared, own]);
      expect((await insurances.createPlan('Orphan', 987_654 as InsuranceId, at()))._unsafeUnwrapErr()).toMatchObject({ kind: 'NotFound' });
    });

    it('orders the insurance list by name or by the day added, either way', async () => {
      const { insurances } = subject();
      (await insurances.create('Gamma Plan', at(2)))._unsafeUnwrap();
      (await insurances.create('alpha Health', at(3)))._unsafeUnwrap();
      (await insurances.create('Beta Care', at(1)))._unsafeUnwrap();
      const names = async (sort: Parameters<typeof insurances.list>[0]['sort']) =>
        (await insurances.list({ window: { pageNumber: 1, pageSize: 10 }, includeInactive: true, sort }))._unsafeUnwrap().items.map((insurance) => insurance.name);
      expect(await names(null)).toEqual(['alpha Health', 'Beta Care', 'Gamma Plan']);
      expect(await names({ field: 'insuranceName', direction: 'desc' })).toEqual(['Gamma Plan', 'Beta Care', 'alpha Health']);
      expect(await names({ field: 'creationDate', direction: 'asc' })).toEqual(['Beta Care', 'Gamma Plan', 'alpha Health']);
      expect(await names({ field: 'creationDate', direction: 'desc' })).toEqual(['alpha Health', 'Gamma Plan', 'Beta Care']);
    });

    it('sorts the agreements by a column over the whole list, either way, names in any letter case, the id breaking ties', async () => {
      const repositories = subject();
      const ana = await aPractice(repositories, { lastName: 'acosta', insurance: 'beta Care' });
      const zoe = await aPractice(repositories, { lastName: 'Zayas', insurance: 'Alpha Health' });
      const agreement = (practice: typeof ana, insuranceId: InsuranceId, premium: number, active: boolean): InsuranceAgreementInput => ({
        id: null, doctorId: practice.doctorId, insuranceId, paymentYear: 2026, premiumPerMember: premium, medicalLossRatio: 0.85, surplusShare: 0.5,
        expensesOverall: 1000, active,
      });
      const first = (await repositories.insurances.saveAgreement(agreement(ana, ana.insuranceId, 900, true), at()))._unsafeUnwrap();
      const second = (await repositories.insurances.saveAgreement(agreement(zoe, zoe.insuranceId, 1200, false), at()))._unsafeUnwrap();
      const third = (await repositories.insurances.saveAgreement(agreement(zoe, ana.insuranceId, 900, true), at()))._unsafeUnwrap();
      const ids = async (sort: NonNullable<Parameters<typeof repositories.insurances.agreements>[0]['sort']>) =>
        (await repositories.insurances.agreements({ window: { pageNumber: 1, pageSize: 10 }, searchQuery: null, doctorId: null, sort }))._unsafeUnwrap().items.map((row) => row.id);
      expect(await ids({ field: 'premiumValue', direction: 'desc' })).toEqual([second.id, third.id, first.id]);
      expect(await ids({ field: 'premiumValue', direction: 'asc' })).toEqual([first.id, third.id, second.id]);
      expect(await ids({ field: 'insuranceName', direction: 'asc' })).toEqual([second.id, first.id, third.id]);
      expect(await ids({ field: 'doctorName', direction: 'desc' })).toEqual([third.id, second.id, first.id]);
      expect(await ids({ field: 'status', direction: 'asc' })).toEqual([second.id, first.id, third.id]);
    });

    it('keeps one agreement per doctor, insurance and year and reports each with its active patients\' sums', async () => {
      const repositories = subject();
      const practice = await aPractice(repositories, { lastName: 'Agreement' });
      const agreement = (premium: number, id: InsuranceAgreementInput['id'] = null): InsuranceAgreementInput => ({
        id, doctorId: practice.doctorId, insuranceId: practice.insuranceId, paymentYear: 2026, premiumPerMember: premium,
        medicalLossRatio: 0.85, surplusShare: 0.5, expensesOverall: 120_000.5, active: true,
      });
      const saved = (await repositories.insurances.saveAgreement(agreement(950.25), at()))._unsafeUnwrap();
      expect(saved).toMatchObject({ premiumPerMember: 950.25, medicalLossRatio: 0.85, doctorName: practice.doctor.fullName, insuranceName: practice.insurance.name });
      expect((await repositories.insurances.saveAgreement(agreement(1), at()))._unsafeUnwrapErr()).toMatchObject({ kind: 'Conflict' });
      (await repositories.insurances.saveAgreement(agreement(1000, saved.id), at(1)))._unsafeUnwrap();
      expect((await repositories.insurances.saveAgreement({ ...agreement(1), doctorId: 987_654 as DoctorId }, at()))._unsafeUnwrapErr()).toMatchObject({ kind: 'NotFound' });
      const patients = [aPatient(practice), aPatient(practice), aPatient(practice)];
      const owners = (await repositories.patients.createMany(patients, 2026, at()))._unsafeUnwrap();
      const figures = (total: number, first: number) => ({ rafTotal: total, rafBilledFirstSemester: first, rafBilledSecondSemester: 0, billedFractionFirstSemester: 0, billedFractionSecondSemester: 0, modelLabel: 'V28 2026' });
      (await repositories.patients.saveFigures(owners[0]?.recordId ?? (0 as never), figures(1.5, 1), at()))._unsafeUnwrap();
      (await repositories.patients.saveFigures(owners[1]?.recordId ?? (0 as never), figures(0.5, 0.25), at()))._unsafeUnwrap();
      (await repositories.patients.setActive(practice.doctorId, patients[2]?.documentId ?? '', false, at()))._unsafeUnwrap();
      const report = (await repositories.insurances.reportBasis({ paymentYear: 2026, window: { pageNumber: 1, pageSize: 10 }, searchQuery: null, doctorId: null, insuranceId: null }))._unsafeUnwrap();
      expect(report.items).toEqual([{
        doctorId: practice.doctorId, doctorNpi: practice.doctor.npi, doctorName: practice.doctor.fullName, doctorSpeciality: practice.doctor.speciality,
        insuranceId: practice.insuranceId, insuranceName: practice.insurance.name, activePatients: 2, rafTotalSum: 2, rafBilledFirstSemesterSum: 1.25,
        rafBilledSecondSemesterSum: 0, premiumPerMember: 1000, medicalLossRatio: 0.85, surplusShare: 0.5, expensesOverall: 120_000.5,
      }]);
      // Sorted by the patient count every agreement is summed before paging; by any other column only the page's are.
      for (const field of ['activePatients', 'premiumValue'] as const) {
        const sorted = (await repositories.insurances.reportBasis({ paymentYear: 2026, window: { pageNumber: 1, pageSize: 10 }, searchQuery: null, doctorId: null, insuranceId: null, sort: { field, direction: 'desc' } }))._unsafeUnwrap();
        expect(sorted.items).toEqual(report.items);
      }
      const scoped = (query: { doctorId?: DoctorId | null; searchQuery?: string | null; paymentYear?: number }) => repositories.insurances.reportBasis({
        paymentYear: query.paymentYear ?? 2026, window: { pageNumber: 1, pageSize: 10 }, searchQuery: query.searchQuery ?? null, doctorId: query.doctorId ?? null, insuranceId: null,
      });
      expect((await scoped({ doctorId: 987_654 as DoctorId }))._unsafeUnwrap().totalCount).toBe(0);
      expect((await scoped({ searchQuery: 'agreement' }))._unsafeUnwrap().totalCount).toBe(1);
      expect((await scoped({ paymentYear: 2025 }))._unsafeUnwrap().totalCount).toBe(0);
      const listed = (await repositories.insurances.agreements({ window: { pageNumber: 1, pageSize: 10 }, searchQuery: practice.insurance.name, doctorId: practice.doctorId }))._unsafeUnwrap();
      expect(listed.items.map((item) => item.id)).toEqual([saved.id]);
    });
  });
}
