import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { zipBombWorkbook } from '@rafdesk/adapters/http-server/testing';
import type { Portal } from '@rafdesk/cli/composition-root';
import { call, errorsOf, signIn } from '../harness/client.js';
import { checkLogsAfterAll } from '../harness/log-check.js';
import { describeApi } from '../harness/portal-harness.js';
import { doctorIdOf, doctorOf, engineRaf, insurances, insuranceStaffInsuranceId, must, seedCatalogue, seedPatient, twoPatients } from './clinical-fixtures.js';

/** A valid patient form (wire names) for the first demo insurance and its plan. */
async function patientForm(portal: Portal, overrides: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
  const [insurance] = await insurances(portal);
  return {
    documentID: '1EG4TE5MK73', firstName: 'Ana', lastName: 'Lopez', sexId: 'F', dob: '1948-11-02', insuranceID: insurance!.id,
    planID: insurance!.plans[0]!.id, insuranceContractNo: 'H1234-001', drRecordID: 'DR-9', phone: '(787) 555-0142', mobile: null,
    email1: 'ana.lopez@patients.example', street: '7 Calle Luna', city: 'Ponce', state: 'PR', zip: '00716', doctorID: null, email2: null,
    ...overrides,
  };
}

async function patientCount(portal: Portal): Promise<number> {
  const page = await must(portal.ports.patients.list({
    window: { pageNumber: 1, pageSize: 10 }, searchQuery: null, searchDoctors: false, doctorId: null, insuranceId: null, insuranceName: null,
    active: null, paymentYear: 2026, asOf: '2026-03-02',
  }));
  return page.totalCount;
}

const ROSTER_HEADING = 'Document ID,First Name,Last Name,Gender,DOB,Insurance,Insurance Plan,INS Contract No,Phone 1,Email,Street,City,State,Zip';

function rosterCsv(insurance: string, plan: string, lines: readonly string[]): string {
  return [ROSTER_HEADING, ...lines.map((line) => line.replaceAll('{I}', insurance).replaceAll('{P}', plan))].join('\r\n');
}

const GOOD_LINE = '1EG4TE5MK01,Luis,Perez,M,3/7/1945,{I},{P},C-10,7875550111,luis@patients.example,1 Calle A,Ponce,PR,00716';
const OTHER_GOOD_LINE = '1EG4TE5MK02,"Rosa, Maria",Diaz,Female,1952-01-30,{I},{P},C-11,787-555-0112,,2 Calle B,Ponce,PR,00716';
const BAD_LINE = '1EG4TE5,Eva,Ruiz,F,02-30-1950,{I},No Such Plan,C-12,123,,3 Calle C,Ponce,PR,00716';

function upload(portal: Portal, token: string, fileName: string, content: Buffer | string, extra: Record<string, unknown> = {}) {
  return call(portal, 'POST', '/api/Patients/Upload', { token, body: { fileName, content: Buffer.from(content).toString('base64'), ...extra } });
}

describeApi('Clinical API: patients', (world) => {
  describe('lists', () => {
    it('a doctor lists their own patients with the pagination header; another doctor sees none of them', async () => {
      const portal = world.portal();
      await twoPatients(portal);
      const doctor = await signIn(portal, 'doctor');
      const answer = await call(portal, 'GET', '/api/Patients?pageNumber=1&pageSize=10&SearchQuery=coded', { token: doctor.token });
      expect(answer.status).toBe(200);
      expect((answer.body as { fullName: string }[]).map((row) => row.fullName)).toEqual(['Pat Coded']);
      expect(JSON.parse(String(answer.headers['x-pagination']))).toEqual({ totalCount: 1, pageSize: 10, currentPage: 1 });
      expect((await call(portal, 'GET', '/api/Patients?SearchQuery=Foreign', { token: doctor.token })).body).toEqual([]);
      const doctor2 = await signIn(portal, 'doctor2');
      const theirs = await call(portal, 'GET', '/api/Patients/GetPatientList?pageNumber=1&pageSize=10&SearchQuery=coded', { token: doctor2.token });
      expect(theirs.body).toEqual([]);
      const doctorId = await doctorIdOf(portal, 'doctor2');
      expect((await call(portal, 'GET', `/api/Patients/GetPatientList?doctorId=${doctorId}`, { token: doctor.token })).status).toBe(403);
    });

    it('checks the doctorId a Staff user sends (403 for a doctor they do not act for) and lets admins search by NPI', async () => {
      const portal = world.portal();
      const { doctorId, doctor2Id } = await twoPatients(portal);
      const staff = await signIn(portal, 'staff');
      const mine = await call(portal, 'GET', `/api/Patients/GetPatientList?pageNumber=1&pageSize=10&doctorId=${doctorId}&SearchQuery=Coded`, { token: staff.token });
      expect(mine.status).toBe(200);
      expect((mine.body as { fullName: string }[]).map((row) => row.fullName)).toEqual(['Pat Coded']);
      expect((await call(portal, 'GET', `/api/Patients/GetPatientList?doctorId=${doctor2Id}`, { token: staff.token })).status).toBe(403);
      const npi = (await doctorOf(portal, 'doctor2')).npi;
      const admin = await signIn(portal, 'admin');
      const byNpi = await call(portal, 'GET', `/api/Patients?SearchQuery=${npi}&pageSize=1000`, { token: admin.token });
      const rows = byNpi.body as { fullName: string; npi: string }[];
      expect(rows.map((row) => row.fullName)).toContain('Pat Foreign');
      expect(rows.every((row) => row.npi === npi)).toBe(true);
      const doctorCannot = await call(portal, 'GET', `/api/Patients?SearchQuery=${npi}`, { token: (await signIn(portal, 'doctor')).token });
      expect(doctorCannot.body).toEqual([]);
    });

    it('shows insurance staff only the patients of their insurance, read-only', async () => {
      const portal = world.portal();
      const { doctorId } = await twoPatients(portal);
      const theirs = await must(portal.ports.insurances.find(await insuranceStaffInsuranceId(portal)));
      const insurance = await signIn(portal, 'insurance');
      const all = await call(portal, 'GET', '/api/Patients/GetPatientListAll', { token: insurance.token });
      expect(all.status).toBe(200);
      const rows = all.body as { insuranceName: string; fullName: string }[];
      expect(rows.every((row) => row.insuranceName === theirs!.name)).toBe(true);
      expect(rows.map((row) => row.fullName)).not.toContain('Pat Coded');
      expect((await call(portal, 'POST', '/api/Patients', { token: insurance.token, body: await patientForm(portal) })).status).toBe(403);
      expect((await call(portal, 'PUT', `/api/Patients/UpdatePatientStatus?doctorId=${doctorId}&documentID=40000000001&statusValue=false`, { token: insurance.token })).status).toBe(403);
    });

    it('answers 401 without a token and 503 under maintenance', async () => {
      const portal = world.portal();
      expect((await call(portal, 'GET', '/api/Patients')).status).toBe(401);
      const { token } = await signIn(portal, 'doctor');
      await must(portal.ports.settings.setMaintenance(true, null, portal.ports.clock.now()));
      expect((await call(portal, 'GET', '/api/Patients', { token })).status).toBe(503);
    });

    it('the Pending RAF Validation Report lists patients with nothing coded and those coded but not fully billed', async () => {
      const portal = world.portal();
      await seedCatalogue(portal, ['E1122']);
      const { recordId, doctorId } = await twoPatients(portal);
      await seedPatient(portal, { doctorId, documentId: '40000000003', lastName: 'Uncoded' });
      const { token } = await signIn(portal, 'doctor');
      await call(portal, 'POST', '/api/Patients/AddDiagnostics', { token, body: { recordID: recordId, diagnostics: 'E1122' } });
      const answer = await call(portal, 'GET', '/api/Patients/PendingRafReport', { token });
      expect(answer.status).toBe(200);
      const report = answer.body as Record<'firstSemester' | 'secondSemester' | 'combined', { fullName: string; dXs: number; raF_TOTAL: number }[]>;
      for (const sheet of [report.firstSemester, report.secondSemester]) {
        expect(sheet.map((row) => row.fullName)).toEqual(expect.arrayContaining(['Pat Coded', 'Pat Uncoded']));
        expect(sheet.map((row) => row.raF_TOTAL)).toEqual([...sheet.map((row) => row.raF_TOTAL)].sort((a, b) => b - a));
      }
      expect(report.combined.map((row) => row.dXs)).toEqual([...report.combined.map((row) => row.dXs)].sort((a, b) => a - b));
      await call(portal, 'POST', `/api/Patients/AutoBilling?recordID=${recordId}`, { token: (await signIn(portal, 'staff')).token });
      const billed = (await call(portal, 'GET', '/api/Patients/PendingRafReport', { token })).body as typeof report;
      expect(billed.firstSemester.map((row) => row.fullName)).not.toContain('Pat Coded');
      expect(billed.secondSemester.map((row) => row.fullName)).toContain('Pat Coded');
    });
  });

  describe('the patient form', () => {
    it('creates a patient for the doctor signed in, scored at once, and reads it back by record', async () => {
      const portal = world.portal();
      const { token } = await signIn(portal, 'doctor');
      const answer = await call(portal, 'POST', '/api/Patients', { token, body: await patientForm(portal) });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      const row = answer.body as { recordID: number; fullName: string; npi: string; raF_TOTAL: number; percentage_BFSM: number };
      expect(row).toMatchObject({ fullName: 'Ana Lopez', npi: (await doctorOf(portal, 'doctor')).npi, percentage_BFSM: 1 });
      expect(row.raF_TOTAL).toBeGreaterThan(0);
      const read = await call(portal, 'GET', `/api/Patients/GetByRecord?RecordID=${row.recordID}`, { token });
      expect(read.body).toEqual([expect.objectContaining({ recordID: row.recordID, documentID: '1EG4TE5MK73' })]);
      const again = await call(portal, 'POST', '/api/Patients', { token, body: await patientForm(portal) });
      expect(again.status).toBe(409);
    });

    it('answers 400 naming each broken field (document id exactly 11), and asks an admin for the doctor', async () => {
      const portal = world.portal();
      const doctor = await signIn(portal, 'doctor');
      const bad = await call(portal, 'POST', '/api/Patients', { token: doctor.token, body: await patientForm(portal, { documentID: '1EG4TE5MK7', phone: '555', planID: 999 }) });
      expect(bad.status).toBe(400);
      expect(errorsOf(bad)).toEqual(expect.arrayContaining([
        'documentID: The Document ID field must be exactly 11 characters', expect.stringMatching(/^phone: /),
      ]));
      const wrongPlan = await call(portal, 'POST', '/api/Patients', { token: doctor.token, body: await patientForm(portal, { planID: 999 }) });
      expect(errorsOf(wrongPlan)).toEqual(['planID: The Insurance Plan field must be one of the offered options']);
      const admin = await signIn(portal, 'admin');
      const noDoctor = await call(portal, 'POST', '/api/Patients', { token: admin.token, body: await patientForm(portal) });
      expect(errorsOf(noDoctor)).toEqual(['doctorID: This field is required']);
    });

    it('updates a patient (the RAF follows the new date of birth) and refuses another doctor\'s patient', async () => {
      const portal = world.portal();
      const { recordId, foreignRecordId } = await twoPatients(portal);
      const { token } = await signIn(portal, 'doctor');
      const form = await patientForm(portal, { documentID: '40000000001', sexId: 'M', dob: '1950-06-15' });
      const updated = await call(portal, 'PUT', '/api/Patients/UpdatePatient', { token, body: { ...form, recordID: recordId, firstName: 'Pablo' } });
      expect(updated.status, JSON.stringify(updated.body)).toBe(200);
      expect(updated.body).toMatchObject({ fullName: 'Pablo Lopez', raF_TOTAL: engineRaf([]) });
      const older = await call(portal, 'PUT', `/api/Patients/UpdatePatient?recordID=${recordId}`, { token, body: { ...form, dob: '1930-06-15' } });
      expect((older.body as { raF_TOTAL: number }).raF_TOTAL).not.toBe(engineRaf([]));
      expect((await call(portal, 'PUT', '/api/Patients/UpdatePatient', { token, body: { ...form, recordID: foreignRecordId } })).status).toBe(404);
    });

    it('sets a patient inactive and back', async () => {
      const portal = world.portal();
      const { doctorId } = await twoPatients(portal);
      const { token } = await signIn(portal, 'doctor');
      const off = await call(portal, 'PUT', '/api/Patients/UpdatePatientStatus', { token, body: { doctorId, documentID: '40000000001', statusValue: false } });
      expect(off.status).toBe(204);
      const list = await call(portal, 'GET', '/api/Patients/GetPatientListAll?Status=false', { token });
      expect((list.body as { fullName: string; patientStatus: boolean }[]).map((row) => row.fullName)).toContain('Pat Coded');
      expect((list.body as { patientStatus: boolean }[]).every((row) => !row.patientStatus)).toBe(true);
      const on = await call(portal, 'PUT', '/api/Patients/UpdatePatientStatus', { token, body: { documentID: '40000000001', statusValue: 'true' } });
      expect(on.status).toBe(204);
      expect((await call(portal, 'PUT', '/api/Patients/UpdatePatientStatus?documentID=40000000009&statusValue=true', { token })).status).toBe(404);
    });

    it('offers insurances, genders and plans to the patient form and genders and plans to the calculator', async () => {
      const portal = world.portal();
      const { token } = await signIn(portal, 'doctor');
      const patients = await call(portal, 'GET', '/api/Patients/PatientsResolve', { token });
      expect(patients.status).toBe(200);
      expect(patients.body).toMatchObject({ genders: [{ value: 'M', label: 'Male' }, { value: 'F', label: 'Female' }] });
      expect((patients.body as { insurances: unknown[] }).insurances.length).toBeGreaterThan(0);
      const calculator = await call(portal, 'GET', '/api/Patients/CalculatorResolve', { token });
      expect((calculator.body as { plans: unknown[] }).plans.length).toBeGreaterThan(0);
    });
  });

  describe('POST Patients/Upload', () => {
    it('a roster with one bad line writes nothing and reports every broken rule by line', async () => {
      const portal = world.portal();
      const [insurance] = await insurances(portal);
      const { token } = await signIn(portal, 'doctor');
      const before = await patientCount(portal);
      const csv = rosterCsv(insurance!.name, insurance!.plans[0]!.name, [GOOD_LINE, BAD_LINE, OTHER_GOOD_LINE]);
      const answer = await upload(portal, token, 'roster.csv', csv);
      expect(answer.status).toBe(400);
      expect(errorsOf(answer)).toEqual([
        expect.stringMatching(/^No patient was imported: 1 of 3 lines have errors/),
        'line 3: Insurance Plan: The Insurance Plan field must be one of the offered options',
        'line 3: Document ID: The Document ID field must be exactly 11 characters',
        'line 3: DOB: The DOB field must be a real date written MM-DD-YYYY',
        expect.stringMatching(/^line 3: Phone 1: /),
      ]);
      expect(await patientCount(portal)).toBe(before);
    });

    it('imports the good lines when asked, and reports the rejected ones', async () => {
      const portal = world.portal();
      const [insurance] = await insurances(portal);
      const { token } = await signIn(portal, 'staff');
      const before = await patientCount(portal);
      const csv = rosterCsv(insurance!.name, insurance!.plans[0]!.name, [GOOD_LINE, BAD_LINE, OTHER_GOOD_LINE]);
      const answer = await upload(portal, token, 'roster.csv', csv, { importValidRows: true });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body).toMatchObject({ imported: 2, rejected: 1, lines: [{ line: 2, status: 'imported' }, { line: 3, status: 'rejected' }, { line: 4, status: 'imported' }] });
      expect(await patientCount(portal)).toBe(before + 2);
      const again = await upload(portal, token, 'roster.csv', rosterCsv(insurance!.name, insurance!.plans[0]!.name, [GOOD_LINE]));
      expect(errorsOf(again)).toContain('line 2: Document ID: The doctor already has a patient with this Document ID');
    });

    it('reads an .xlsx roster (first sheet, dates as dates) and checks the content matches the name', async () => {
      const portal = world.portal();
      const [insurance] = await insurances(portal);
      const { token } = await signIn(portal, 'doctor');
      const workbook = new ExcelJS.Workbook();
      const sheet = workbook.addWorksheet('Roster');
      sheet.addRow(ROSTER_HEADING.split(','));
      sheet.addRow(['1EG4TE5MK05', 'Juan', 'Xoloroster', 'M', new Date(Date.UTC(1944, 6, 4)), insurance!.name, insurance!.plans[0]!.name, 'C-20', 7875550119, '', '9 Calle D', 'Ponce', 'PR', '00716']);
      const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
      const answer = await upload(portal, token, 'Roster.XLSX', bytes);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body).toMatchObject({ imported: 1, rejected: 0 });
      const list = await call(portal, 'GET', '/api/Patients?SearchQuery=Xoloroster', { token });
      expect(list.body).toEqual([expect.objectContaining({ fullName: 'Juan Xoloroster', dob: '1944-07-04' })]);
      expect(errorsOf(await upload(portal, token, 'roster.csv', bytes))).toEqual(['file: The .csv file holds a workbook: name it .xlsx']);
      expect(errorsOf(await upload(portal, token, 'roster.txt', 'a,b'))).toEqual(['file: The roster must be a .csv or .xlsx file']);
    });

    it('refuses two zip-bomb workbooks at once with a clear 400 while another user keeps listing patients', async () => {
      const portal = world.portal();
      await twoPatients(portal);
      const { token } = await signIn(portal, 'staff');
      const doctor = await signIn(portal, 'doctor');
      const bomb = zipBombWorkbook(128 * 1024 * 1024);
      expect(bomb.length).toBeLessThan(1024 * 1024);
      const [first, second, list] = await Promise.all([
        upload(portal, token, 'roster.xlsx', bomb),
        upload(portal, token, 'roster.xlsx', bomb),
        call(portal, 'GET', '/api/Patients?pageNumber=1&pageSize=10', { token: doctor.token }),
      ]);
      for (const answer of [first, second]) {
        expect(answer.status).toBe(400);
        expect(errorsOf(answer)).toEqual([expect.stringMatching(/^file: The workbook expands to more than 32 MB/)]);
      }
      expect(list.status).toBe(200);
    });
  });

  checkLogsAfterAll();
});
