import { describe, expect, it } from 'vitest';
import { SIGN_ANYWAY_AUDIT_ACTION, loadRafEngine, rafScoreOf, scoreCodes, type RecordId, type VisitOptionId } from '@rafdesk/core';
import type { Portal } from '@rafdesk/cli/composition-root';
import { call, errorsOf, signIn } from '../harness/client.js';
import { checkLogsAfterAll } from '../harness/log-check.js';
import { describePractice } from './practice-world.js';
import { DOCTOR2_NPI, DOCTOR_NPI, doctorIdOf, must, noteBody, pdfBase64, seedCatalogue, seedPatient, seedQuestionnaire } from './practice-fixtures.js';

const THIRTEEN_CODES = ['E119', 'I10', 'E785', 'J449', 'N183', 'F329', 'I480', 'E1122', 'I5022', 'M069', 'G309', 'E6601', 'K5090'];

/** The demo doctor's patient with the questionnaire and catalogue a note needs. */
async function practice(portal: Portal, options: { active?: boolean } = {}) {
  await seedQuestionnaire(portal);
  await seedCatalogue(portal, THIRTEEN_CODES);
  const doctorId = await doctorIdOf(portal, DOCTOR_NPI);
  const insurance = (await must(portal.ports.insurances.listAll({ activeOnly: true })))[0]!;
  const owner = await seedPatient(portal, { doctorId, insuranceId: insurance.id, documentId: '40000000001', lastName: 'Notewriter', active: options.active ?? true });
  return { doctorId, recordId: owner.recordId };
}

function dxTable(codes: readonly string[]): string {
  return JSON.stringify(codes.map((code) => ({ DiagnosticID: code, Descriptions: `Diagnosis ${code}`, Clinical_Manifestations: null, Treatment: null, MEAT: ['assess'], Evidence: `${code} assessed at this visit.` })));
}

async function rafOfCodes(portal: Portal, recordId: RecordId, codes: readonly string[]): Promise<number> {
  const subject = await must(portal.ports.patients.scoringSubject(recordId));
  const engine = await must(loadRafEngine());
  return rafScoreOf(scoreCodes(engine, subject!, codes, 2026)._unsafeUnwrap());
}

describePractice('Smart PN: submitted progress notes', (world) => {
  describe('POST Forms/PostSmartPN', () => {
    it('stores the note with its PDF, puts its diagnoses on the record and recomputes the record with the engine', async () => {
      const portal = world.portal();
      const { doctorId, recordId } = await practice(portal);
      const { token } = await signIn(portal, 'doctor');
      const answer = await call(portal, 'POST', '/api/Forms/PostSmartPN', { token, body: noteBody(recordId, doctorId) });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      expect(answer.body).toMatchObject({ recordID: recordId, doctorID: doctorId, serviceDate: '2026-02-20', cpt: '99202', patient: 'Pat Notewriter' });
      // A note signed clean has no override line.
      expect((await must(portal.ports.auditLog.list({ userId: null, recordId: String(recordId), action: SIGN_ANYWAY_AUDIT_ACTION, window: { pageNumber: 1, pageSize: 10 } }))).totalCount).toBe(0);

      const rows = await must(portal.ports.recordDiagnostics.list(recordId, { pageNumber: 1, pageSize: 100 }));
      expect(rows.items).toEqual([expect.objectContaining({ code: 'E119', serviceDate: '2026-02-20', source: 'face-to-face', inProgressNote: true, active: true, specialty: 'Family Medicine' })]);
      const record = await must(portal.ports.patients.findByRecord(recordId, '2026-03-02'));
      expect(record?.rafTotal).toBeCloseTo(await rafOfCodes(portal, recordId, ['E119']), 10);
      expect(record?.rafTotal).toBeGreaterThan(await rafOfCodes(portal, recordId, []));

      const id = (answer.body as { progressNoteID: number }).progressNoteID;
      const list = await call(portal, 'GET', `/api/Patients/GetProgressNotes?RecordID=${recordId}&pageNumber=1&pageSize=10`, { token });
      expect(list.status).toBe(200);
      expect(list.body).toEqual([expect.objectContaining({ progressNoteID: id, recordID: recordId })]);
      expect(JSON.parse(String(list.headers['x-pagination']))).toEqual({ totalCount: 1, pageSize: 10, currentPage: 1 });

      const detail = await call(portal, 'GET', `/api/Patients/GetProgressNoteById?ProgressNoteID=${id}&RecordID=${recordId}`, { token });
      expect(detail.status).toBe(200);
      expect(detail.body).toMatchObject({
        progressNoteID: id, visitOptionID: '101,301', hasPdf: true, IntensityPAINSCALE: 3, otherTexts: { OTHERCHIEFCOMPLAINT: 'Follow-up visit' },
        jsonDXTable: [{ DiagnosticID: 'E11.9', Treatment: 'Metformin' }], jsonDRUGSTable: [{ NameofMedication: 'Metformin', Dose: '500 mg' }],
      });

      const pdf = await portal.app.inject({ method: 'GET', url: `/api/Patients/GetProgressNotePdf?ProgressNoteID=${id}&RecordID=${recordId}`, headers: { authorization: `Bearer ${token}` } });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['content-disposition']).toBe(`attachment; filename="SmartPN-${recordId}-${id}.pdf"`);
      expect(pdf.rawPayload.equals(Buffer.from(pdfBase64(), 'base64'))).toBe(true);
    });

    it('gives the note\'s diagnoses its encounter type as their source, and refuses an encounter type it does not know', async () => {
      const portal = world.portal();
      const { doctorId, recordId } = await practice(portal);
      const { token } = await signIn(portal, 'doctor');
      const refused = await call(portal, 'POST', '/api/Forms/PostSmartPN', { token, body: noteBody(recordId, doctorId, { EncounterType: 'telegram' }) });
      expect(refused.status).toBe(400);
      expect(errorsOf(refused)).toEqual([expect.stringMatching(/^EncounterType: /)]);
      expect((await must(portal.ports.recordDiagnostics.list(recordId, { pageNumber: 1, pageSize: 10 }))).totalCount).toBe(0);

      // An HCC code on an audio-only encounter fails the note-integrity checks: refused naming the code and the fix,
      // and signed only anyway, with a reason of 20 characters or more kept with the note.
      const audio = (extra: Record<string, unknown> = {}) => call(portal, 'POST', '/api/Forms/PostSmartPN', { token, body: noteBody(recordId, doctorId, { EncounterType: 'audio-only', ...extra }) });
      const unsigned = await audio();
      expect(unsigned.status).toBe(400);
      expect(errorsOf(unsigned)).toEqual([
        expect.stringMatching(/E11\.9 raises an HCC on an audio-only encounter.*see the patient by video or in person, or detach the code/),
        expect.stringMatching(/^SignAnywayReason: These checks may be overridden: sign anyway with your reason/),
      ]);
      expect(errorsOf(await audio({ SignAnywayReason: 'too short' }))).toContain('SignAnywayReason: must say why in at least 20 characters');
      const answer = await audio({ SignAnywayReason: 'The patient has no video; seen in person next week.' });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      const [stored] = (await must(portal.ports.progressNotes.listByRecord(recordId, { pageNumber: 1, pageSize: 1 }))).items;
      const kept = await must(portal.ports.progressNotes.find(stored!.id, recordId));
      expect(kept?.content.signedAnyway).toMatchObject({ reason: 'The patient has no video; seen in person next week.', issues: [expect.objectContaining({ check: 'audio-only-hcc', code: 'E11.9' })] });
      // The override has its own audit line, naming the record and the note, beside the submission's.
      const overrides = await must(portal.ports.auditLog.list({ userId: null, recordId: String(recordId), action: SIGN_ANYWAY_AUDIT_ACTION, window: { pageNumber: 1, pageSize: 10 } }));
      expect(overrides.items).toEqual([expect.objectContaining({ action: SIGN_ANYWAY_AUDIT_ACTION, recordId: String(recordId), requestId: `progress-note-${stored!.id}`, outcome: 'success' })]);
      expect(kept?.content.diagnoses).toEqual([expect.objectContaining({ code: 'E11.9', meat: ['assess', 'treat'], evidence: 'A1c reviewed; metformin continued.' })]);
      const rows = await must(portal.ports.recordDiagnostics.list(recordId, { pageNumber: 1, pageSize: 100 }));
      expect(rows.items).toEqual([expect.objectContaining({ code: 'E119', source: 'audio-only' })]);
    });

    it('refuses a 13th attached diagnostic with the spec\'s message and keeps nothing', async () => {
      const portal = world.portal();
      const { doctorId, recordId } = await practice(portal);
      const { token } = await signIn(portal, 'doctor');
      const answer = await call(portal, 'POST', '/api/Forms/PostSmartPN', { token, body: noteBody(recordId, doctorId, { jsonDXTable: dxTable(THIRTEEN_CODES) }) });
      expect(answer.status).toBe(400);
      expect(errorsOf(answer)).toContain('jsonDXTable: Selection exceeded - Please select up to 12 diagnostics');
      expect((await must(portal.ports.progressNotes.listByRecord(recordId, { pageNumber: 1, pageSize: 10 }))).totalCount).toBe(0);
      expect((await must(portal.ports.recordDiagnostics.list(recordId, { pageNumber: 1, pageSize: 10 }))).totalCount).toBe(0);
      const twelve = await call(portal, 'POST', '/api/Forms/PostSmartPN', { token, body: noteBody(recordId, doctorId, { jsonDXTable: dxTable(THIRTEEN_CODES.slice(0, 12)) }) });
      expect(twelve.status).toBe(201);
      expect((await must(portal.ports.recordDiagnostics.list(recordId, { pageNumber: 1, pageSize: 100 }))).totalCount).toBe(12);
    });

    it('names every broken field: service date window, visit option ids, CPT, PDF, medication rows', async () => {
      const portal = world.portal();
      const { doctorId, recordId } = await practice(portal);
      const { token } = await signIn(portal, 'doctor');
      const post = (overrides: Record<string, unknown>) => call(portal, 'POST', '/api/Forms/PostSmartPN', { token, body: noteBody(recordId, doctorId, overrides) });
      const old = await post({ SERVICEDATE: '2025-12-01' });
      expect(errorsOf(old)).toEqual(['SERVICEDATE: The Service Date must be between 12-02-2025 and 03-02-2026']);
      expect(errorsOf(await post({ SERVICEDATE: '2026-03-03' }))).toEqual(['SERVICEDATE: The Service Date must be between 12-02-2025 and 03-02-2026']);
      expect((await post({ SERVICEDATE: '2025-12-02' })).status).toBe(201);
      const { SERVICEDATE: _date, ...rest } = noteBody(recordId, doctorId);
      expect((await call(portal, 'POST', '/api/Forms/PostSmartPN', { token, body: { ...rest, serviceDate: '2026-01-15' } })).status).toBe(201);
      expect(errorsOf(await post({ VisitOptionID: '101,101' }))).toEqual(['VisitOptionID: The visit option ids must be unique and in ascending order']);
      expect(errorsOf(await post({ VisitOptionID: '101,abc' }))).toEqual([expect.stringMatching(/^VisitOptionID: /)]);
      expect(errorsOf(await post({ VisitOptionID: '101,999' }))).toEqual(['VisitOptionID: These visit options do not exist: 999']);
      const rosEyes = (id: number, description: string) => ({
        id: id as VisitOptionId, description, groupId: 32, groupDescription: 'ROS - Eyes', header: 'Review of Systems', inputType: 'Check' as const, required: false,
        tooltip: null, image: null, maleOrder: id, femaleOrder: id,
      });
      await must(portal.ports.visitOptions.upsert([rosEyes(3201, 'Negative'), rosEyes(3202, 'Positive')]));
      expect(errorsOf(await post({ VisitOptionID: '101,3201,3202' }))).toEqual(['VisitOptionID: ROS - Eyes: Negative and Positive cannot both be chosen']);
      expect(errorsOf(await post({ CPT: '12345' }))).toEqual(['CPT: The CPT must be one of the offered codes']);
      expect(errorsOf(await post({ CPT: '660', OtherCPT: ' ' }))).toEqual(['OtherCPT: This field is required']);
      expect(errorsOf(await post({ pnblob: Buffer.from('not a pdf at all').toString('base64') }))).toEqual(['pnblob: The PN Summary must be a PDF document']);
      expect(errorsOf(await post({ pnblob: '%%%' }))).toEqual(['pnblob: The PN Summary PDF must be base64 text']);
      expect(errorsOf(await post({ jsonDRUGSTable: JSON.stringify([{ NameofMedication: 'X', Dose: '', Frequency: 'BID', Reasonforuse: 'Y' }]) })))
        .toEqual(['jsonDRUGSTable.0.Dose: This field is required']);
      expect(errorsOf(await post({ jsonDXTable: dxTable(['Z9999']) }))).toEqual(['jsonDXTable: 1 of the diagnostics is not in the catalogue']);
      expect(errorsOf(await post({ DoctorID: await doctorIdOf(portal, DOCTOR2_NPI) }))).toEqual(["DoctorID: The doctor must be the record's doctor"]);
      expect((await must(portal.ports.progressNotes.listByRecord(recordId, { pageNumber: 1, pageSize: 10 }))).totalCount).toBe(2);
    });

    it("refuses another doctor's record, an inactive patient and a role that writes no notes", async () => {
      const portal = world.portal();
      const { doctorId, recordId } = await practice(portal);
      const other = await signIn(portal, 'doctor2');
      expect((await call(portal, 'POST', '/api/Forms/PostSmartPN', { token: other.token, body: noteBody(recordId, doctorId) })).status).toBe(404);
      const staff = await signIn(portal, 'staff');
      expect((await call(portal, 'POST', '/api/Forms/PostSmartPN', { token: staff.token, body: noteBody(recordId, doctorId) })).status).toBe(403);
      const inactive = await seedPatient(portal, { doctorId, insuranceId: (await must(portal.ports.insurances.listAll({ activeOnly: true })))[0]!.id, documentId: '40000000002', lastName: 'Sleeping', active: false });
      const { token } = await signIn(portal, 'doctor');
      const refused = await call(portal, 'POST', '/api/Forms/PostSmartPN', { token, body: noteBody(inactive.recordId, doctorId) });
      expect(refused.status).toBe(400);
      expect(errorsOf(refused)).toEqual(['The patient is inactive: activate the patient before changing its diagnostics, billing or notes']);
    });

    it('finishes its draft: the draft named by ID is removed with the submission', async () => {
      const portal = world.portal();
      const { doctorId, recordId } = await practice(portal);
      const { token } = await signIn(portal, 'doctor');
      const sections = JSON.stringify({ pnInfo: {}, soap: {}, dx: [], summary: {}, soapOtherValues: {} });
      const saved = await call(portal, 'POST', '/api/Forms/SaveNoteDraft', { token, body: { recordId, progressNote_Data: sections, ID: 0 } });
      const draftId = (saved.body as { id: number }[])[0]!.id;
      expect((await call(portal, 'POST', '/api/Forms/PostSmartPN', { token, body: noteBody(recordId, doctorId, { ID: draftId }) })).status).toBe(201);
      expect((await call(portal, 'GET', `/api/Forms/GetNoteDraft?recordId=${recordId}`, { token })).body).toEqual([]);
    });
  });

  describe('reading notes', () => {
    it("lets whoever may see the record read its notes, and nobody else (another doctor, insurance staff of another insurance)", async () => {
      const portal = world.portal();
      const { doctorId, recordId } = await practice(portal);
      const doctor = await signIn(portal, 'doctor');
      const id = ((await call(portal, 'POST', '/api/Forms/PostSmartPN', { token: doctor.token, body: noteBody(recordId, doctorId) })).body as { progressNoteID: number }).progressNoteID;
      for (const name of ['admin', 'staff']) {
        const { token } = await signIn(portal, name);
        expect((await call(portal, 'GET', `/api/Patients/GetProgressNoteById?ProgressNoteID=${id}&RecordID=${recordId}`, { token })).status, name).toBe(200);
      }
      for (const name of ['doctor2', 'insurance']) {
        const { token } = await signIn(portal, name);
        for (const url of [`/api/Patients/GetProgressNotes?RecordID=${recordId}`, `/api/Patients/GetProgressNoteById?ProgressNoteID=${id}&RecordID=${recordId}`,
          `/api/Patients/GetProgressNotePdf?ProgressNoteID=${id}&RecordID=${recordId}`]) {
          expect((await call(portal, 'GET', url, { token })).status, `${name} ${url}`).toBe(404);
        }
      }
      expect((await call(portal, 'GET', `/api/Patients/GetProgressNoteById?ProgressNoteID=${id + 1}&RecordID=${recordId}`, { token: doctor.token })).status).toBe(404);
      expect(errorsOf(await call(portal, 'GET', `/api/Patients/GetProgressNoteById?RecordID=${recordId}`, { token: doctor.token }))).toEqual(['ProgressNoteID: This field is required']);
      expect(errorsOf(await call(portal, 'GET', `/api/Patients/GetProgressNotePdf?ProgressNoteID=${id}`, { token: doctor.token }))).toEqual(['RecordID: This field is required']);
      expect(errorsOf(await call(portal, 'GET', '/api/Patients/GetProgressNotes?RecordID=x', { token: doctor.token }))).toEqual([expect.stringMatching(/^RecordID: /)]);
    });

    it('lists notes doctor-wide (GetAll with a patient search, GetHomeForms) within the caller\'s doctors', async () => {
      const portal = world.portal();
      const { doctorId, recordId } = await practice(portal);
      const doctor = await signIn(portal, 'doctor');
      expect((await call(portal, 'POST', '/api/Forms/PostSmartPN', { token: doctor.token, body: noteBody(recordId, doctorId) })).status).toBe(201);
      const doctor2Id = await doctorIdOf(portal, DOCTOR2_NPI);

      const own = await call(portal, 'GET', '/api/Forms/GetAll?pageNumber=1&pageSize=10&SearchQuery=notewr', { token: doctor.token });
      expect(own.status).toBe(200);
      expect(own.body).toEqual([expect.objectContaining({ recordID: recordId, patient: 'Pat Notewriter' })]);
      expect((await call(portal, 'GET', '/api/Forms/GetAll?SearchQuery=nobody', { token: doctor.token })).body).toEqual([]);
      expect((await call(portal, 'GET', `/api/Forms/GetAll?doctorId=${doctor2Id}`, { token: doctor.token })).status).toBe(403);
      const home = await call(portal, 'GET', '/api/Forms/GetHomeForms', { token: doctor.token });
      expect(JSON.parse(String(home.headers['x-pagination']))).toMatchObject({ totalCount: 1, pageSize: 1000 });

      const staff = await signIn(portal, 'staff');
      expect(errorsOf(await call(portal, 'GET', '/api/Forms/GetHomeForms', { token: staff.token }))).toEqual(['doctorId: This field is required']);
      expect((await call(portal, 'GET', `/api/Forms/GetHomeForms?doctorId=${doctorId}`, { token: staff.token })).body).toHaveLength(1);
      expect((await call(portal, 'GET', `/api/Forms/GetHomeForms?doctorId=${doctor2Id}`, { token: staff.token })).status).toBe(403);
      // Training lists the notes of every doctor it acts for when it names none: this one acts for none.
      const training = await signIn(portal, 'training');
      const trainingHome = await call(portal, 'GET', '/api/Forms/GetHomeForms', { token: training.token });
      expect({ status: trainingHome.status, body: trainingHome.body }).toEqual({ status: 200, body: [] });
      expect((await call(portal, 'GET', `/api/Forms/GetHomeForms?doctorId=${doctorId}`, { token: training.token })).status).toBe(403);

      const admin = await signIn(portal, 'admin');
      expect((await call(portal, 'GET', '/api/Forms/GetAll', { token: admin.token })).body).toHaveLength(1);
      expect((await call(portal, 'GET', `/api/Forms/GetAll?doctorId=${doctor2Id}`, { token: admin.token })).body).toEqual([]);
      expect(errorsOf(await call(portal, 'GET', '/api/Forms/GetAll?pageSize=7', { token: admin.token }))).toEqual([expect.stringMatching(/^pageSize: /)]);
    });
  });
});

checkLogsAfterAll();
