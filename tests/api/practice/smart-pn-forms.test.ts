import { expect, it } from 'vitest';
import type { Portal } from '@rafdesk/cli/composition-root';
import { call, errorsOf, signIn } from '../harness/client.js';
import { checkLogsAfterAll } from '../harness/log-check.js';
import { describePractice } from './practice-world.js';
import { DOCTOR_NPI, doctorIdOf, must, seedPatient, seedQuestionnaire } from './practice-fixtures.js';

async function practice(portal: Portal) {
  await seedQuestionnaire(portal);
  const doctorId = await doctorIdOf(portal, DOCTOR_NPI);
  const insurance = (await must(portal.ports.insurances.listAll({ activeOnly: true })))[0]!;
  const owner = await seedPatient(portal, { doctorId, insuranceId: insurance.id, documentId: '41000000001', lastName: 'Formfiller', sex: 'F' });
  return { doctorId, recordId: owner.recordId };
}

const SECTIONS = JSON.stringify({ pnInfo: { serviceDate: '02-20-2026' }, soap: { 101: true }, dx: [], summary: {}, soapOtherValues: {} });

function visitOption(id: number, description: string): Record<string, unknown> {
  return {
    visitOptionID: id, visitOptionDescription: description, visitGroupID: 5, visitGroupDescription: 'Pain Quality', header: 'Subjective',
    inputTypeOption: 'Check', optional: 1, tooltips: null, visitOptionImage: null, m_ORDER: 501, f_ORDER: 501,
  };
}

describePractice('Smart PN: questionnaire, information, staging and drafts', (world) => {
  it('answers the questionnaire in the order of the patient\'s gender and the CPT list', async () => {
    const portal = world.portal();
    await practice(portal);
    const { token } = await signIn(portal, 'doctor');
    const female = await call(portal, 'GET', '/api/Forms/GetVisitOptions?gender=Female', { token });
    expect(female.status).toBe(200);
    expect((female.body as { visitOptionID: number }[]).map((o) => o.visitOptionID)).toEqual([101, 102, 2901, 301]);
    const male = await call(portal, 'GET', '/api/Forms/GetVisitOptions?gender=M', { token });
    expect((male.body as { visitOptionID: number }[]).map((o) => o.visitOptionID)).toEqual([101, 102, 301]);
    expect((male.body as Record<string, unknown>[])[0]).toMatchObject({ visitOptionDescription: 'Follow-up', optional: 0, inputTypeOption: 'Check', m_ORDER: 101 });
    expect(errorsOf(await call(portal, 'GET', '/api/Forms/GetVisitOptions?gender=X', { token }))).toEqual(['gender: must be M, F, Male or Female']);
    const cpt = await call(portal, 'GET', '/api/Forms/GetCPT', { token });
    expect(cpt.body).toEqual([{ cptID: 640, cptCode: '99202', description: 'New patient' }, { cptID: 660, cptCode: 'Other', description: 'Other (specify)' }]);
  });

  it('lets administrators add and change visit options of the questionnaire (FormsResolve, POST Forms, UpdateForm)', async () => {
    const portal = world.portal();
    await practice(portal);
    const { token } = await signIn(portal, 'admin');
    const created = await call(portal, 'POST', '/api/Forms', { token, body: [visitOption(501, 'Sharp'), visitOption(502, 'Dull')] });
    expect(created.status).toBe(201);
    expect(created.body).toHaveLength(2);
    expect((await call(portal, 'POST', '/api/Forms', { token, body: visitOption(501, 'Sharp') })).status).toBe(409);
    const changed = await call(portal, 'PUT', '/api/Forms/UpdateForm', { token, body: visitOption(502, 'Dull, aching') });
    expect(changed.status).toBe(200);
    expect((await call(portal, 'PUT', '/api/Forms/UpdateForm', { token, body: visitOption(599, 'Nothing') })).status).toBe(404);
    expect(errorsOf(await call(portal, 'PUT', '/api/Forms/UpdateForm', { token, body: { ...visitOption(502, 'Dull'), inputTypeOption: 'Slider' } })))
      .toEqual([expect.stringMatching(/^inputTypeOption: /)]);
    const resolve = await call(portal, 'GET', '/api/Forms/FormsResolve', { token });
    expect((resolve.body as { visitOptions: { visitOptionID: number; visitOptionDescription: string }[] }).visitOptions)
      .toContainEqual(expect.objectContaining({ visitOptionID: 502, visitOptionDescription: 'Dull, aching' }));
    expect((resolve.body as { cptCodes: unknown[] }).cptCodes).toHaveLength(2);
    const { visitOptionDescription: _dropped, ...withoutText } = visitOption(503, '');
    const bad = await call(portal, 'POST', '/api/Forms', { token, body: withoutText });
    expect(bad.status).toBe(400);
    expect(errorsOf(bad)).toEqual([expect.stringMatching(/^visitOptionDescription: /)]);
  });

  it("answers the PN Information of a record the doctor may write on, and refuses another doctor's", async () => {
    const portal = world.portal();
    const { recordId } = await practice(portal);
    const { token } = await signIn(portal, 'doctor');
    const info = await call(portal, 'GET', `/api/Forms/GetPNInformation?recordID=${recordId}`, { token });
    expect(info.status).toBe(200);
    expect(info.body).toEqual({
      doctorInfo: expect.objectContaining({ firstName: 'Diego', lastName: 'Rivera', documentID: DOCTOR_NPI, mdlicensenumber: '123456', speciality: 'Family Medicine' }),
      patientInfo: expect.objectContaining({ patient: 'Pat Formfiller', dob: '1950-06-15', sex: 'F', age: 75, city: 'Ponce' }),
    });
    const other = await signIn(portal, 'doctor2');
    expect((await call(portal, 'GET', `/api/Forms/GetPNInformation?recordID=${recordId}`, { token: other.token })).status).toBe(404);
    expect((await call(portal, 'GET', '/api/Forms/GetPNInformation?recordID=999999', { token })).status).toBe(404);
    expect(errorsOf(await call(portal, 'GET', '/api/Forms/GetPNInformation?recordID=abc', { token }))).toEqual([expect.stringMatching(/^recordID: /)]);
  });

  it('stages the suggested diagnoses of the note in progress (PostTempDX)', async () => {
    const portal = world.portal();
    const { recordId } = await practice(portal);
    const { token } = await signIn(portal, 'doctor');
    const body = { visitOptionID: '101,301', recordID: recordId, diagnostics: 'e11.9, I10,E11.9', serviceDate: '2026-02-20', specialty: 'Family Medicine' };
    const staged = await call(portal, 'POST', '/api/Forms/PostTempDX', { token, body });
    expect(staged.status).toBe(200);
    expect(staged.body).toEqual({ diagnostics: ['E119', 'I10'] });
    expect(await must(portal.ports.tempDiagnoses.list(recordId))).toEqual(expect.arrayContaining([
      expect.objectContaining({ code: 'E119', visitOptionIds: [101, 301], serviceDate: '2026-02-20' }), expect.objectContaining({ code: 'I10' }),
    ]));
    expect(errorsOf(await call(portal, 'POST', '/api/Forms/PostTempDX', { token, body: { ...body, diagnostics: 'E11.9,not-a-code' } })))
      .toEqual(['diagnostics: Every entry must be a diagnosis code (1 is not)']);
    const other = await signIn(portal, 'doctor2');
    expect((await call(portal, 'POST', '/api/Forms/PostTempDX', { token: other.token, body })).status).toBe(404);
  });

  it('saves, reopens, lists and deletes drafts; the first item of the answer has the id', async () => {
    const portal = world.portal();
    const { recordId } = await practice(portal);
    const { token } = await signIn(portal, 'doctor');
    const first = await call(portal, 'POST', '/api/Forms/SaveNoteDraft', { token, body: { recordId, progressNote_Data: SECTIONS, ID: 0 } });
    expect(first.status).toBe(200);
    const id = (first.body as { id: number }[])[0]!.id;
    expect(first.body).toEqual([expect.objectContaining({ id, recordId, progressNote_Data: SECTIONS })]);
    world.clock.advance(3_000);
    const again = await call(portal, 'POST', '/api/Forms/SaveNoteDraft', { token, body: { recordId, progressNote_Data: SECTIONS.replace('02-20', '02-21'), ID: id } });
    expect((again.body as { id: number; last_Saved: string }[])[0]).toMatchObject({ id, last_Saved: '2026-03-02T12:00:03.000Z' });
    const opened = await call(portal, 'GET', `/api/Forms/GetNoteDraft?recordId=${recordId}&ID=${id}`, { token });
    expect((opened.body as { progressNote_Data: string }[])[0]!.progressNote_Data).toContain('02-21-2026');
    expect((await call(portal, 'GET', `/api/Patients/GetNoteDrafts?RecordID=${recordId}`, { token })).body).toHaveLength(1);
    const anyCase = await call(portal, 'POST', '/api/Forms/SaveNoteDraft', { token, body: { RecordID: recordId, PROGRESSNOTE_DATA: SECTIONS, id: id } });
    expect((anyCase.body as { id: number }[])[0]?.id).toBe(id);

    expect(errorsOf(await call(portal, 'POST', '/api/Forms/SaveNoteDraft', { token, body: { recordId, progressNote_Data: 'not json', ID: 0 } })))
      .toEqual(['progressNote_Data: must be JSON text']);
    expect((await call(portal, 'POST', '/api/Forms/SaveNoteDraft', { token, body: { recordId, progressNote_Data: SECTIONS, ID: id + 100 } })).status).toBe(404);
    const other = await signIn(portal, 'doctor2');
    expect((await call(portal, 'POST', '/api/Forms/SaveNoteDraft', { token: other.token, body: { recordId, progressNote_Data: SECTIONS, ID: 0 } })).status).toBe(404);
    expect((await call(portal, 'POST', '/api/Forms/DeleteNoteDraft', { token: other.token, body: { id } })).status).toBe(404);
    expect((await call(portal, 'GET', `/api/Patients/GetNoteDrafts?RecordID=${recordId}`, { token: other.token })).status).toBe(404);
    expect((await call(portal, 'GET', `/api/Forms/GetNoteDraft?recordId=${recordId}`, { token: other.token })).status).toBe(404);
    expect(errorsOf(await call(portal, 'GET', '/api/Forms/GetNoteDraft', { token }))).toEqual(['recordId: This field is required']);
    expect(errorsOf(await call(portal, 'GET', '/api/Patients/GetNoteDrafts', { token }))).toEqual(['RecordID: This field is required']);

    expect((await call(portal, 'POST', '/api/Forms/DeleteNoteDraft', { token, body: { id } })).status).toBe(200);
    expect((await call(portal, 'POST', '/api/Forms/DeleteNoteDraft', { token, body: { id } })).status).toBe(404);
    expect(errorsOf(await call(portal, 'POST', '/api/Forms/DeleteNoteDraft', { token, body: {} }))).toEqual(['id: This field is required']);
    expect((await call(portal, 'GET', `/api/Forms/GetNoteDraft?recordId=${recordId}`, { token })).body).toEqual([]);
  });
});

checkLogsAfterAll();
