import { expect, it } from 'vitest';
import { NO_PAYMENT_FACTS, type RecordCompliance } from '@rafdesk/core';
import { call, errorsOf, signIn } from '../harness/client.js';
import { checkLogsAfterAll } from '../harness/log-check.js';
import { describeApi } from '../harness/portal-harness.js';
import { PATIENT_DOB, doctorIdOf, insurances, must, seedCatalogue } from '../clinical/clinical-fixtures.js';
import { payment2027, recordWithNote } from './compliance-fixtures.js';

// Billing a flagged high-risk code needs a recorded justification (who, why, which signed note); the override is
// audited and reported per doctor; the record's ledger gives "RAF that counts" beside "RAF coded".

describeApi('High-risk codes: justification, overrides, ledger', (world) => {
  it('flags I63.9 with why, alternative and the engine\'s RAF change; refuses billing it until a justification is recorded; audits and reports the override', async () => {
    const portal = world.portal();
    await seedCatalogue(portal, ['I639', 'E119']);
    const { recordID, noteId } = await recordWithNote(portal);
    const { token } = await signIn(portal, 'doctor');
    const compliance = async (as = token) => (await call(portal, 'GET', `/api/Compliance/GetRecordCompliance?RecordID=${recordID}`, { token: as })).body as RecordCompliance;
    // Face to face, dated in 2026 and documented by the signed note: E11.9 counts; I63.9 (undated Fast Coding) is flagged.
    expect((await call(portal, 'POST', '/api/Diagnostics', { token, body: { recordID, diagnosticId: 'E119', serviceDate: '2026-03-02', provider: 'Dr. Demo', specialty: 'Internal Medicine' } })).status).toBe(201);
    await must(portal.ports.recordDiagnostics.setProgressNoteFlags(recordID, ['E119'], { inProgressNote: true }, portal.ports.clock.now()));
    expect((await call(portal, 'POST', '/api/Patients/AddDiagnostics', { token, body: { recordID, diagnostics: 'I63.9', optimizerFlag: false } })).status).toBe(200);

    const card = await compliance();
    expect(card.flags).toHaveLength(1);
    const [flag] = card.flags;
    expect(flag).toMatchObject({ ruleId: 'acute-stroke-outside-inpatient-stay', code: 'I63.9', dateOfService: '2026-12-31', alternative: 'Z86.73', justification: null });
    expect(flag!.why).toMatch(/inpatient/);
    expect([flag!.rafChange?.withCode, flag!.rafChange?.withAlternative]).toEqual([payment2027(['E119', 'I639']), payment2027(['E119', 'Z8673'])]);
    // The ledger: E11.9 counts; I63.9 has no date of service, no accepted specialty and no supporting note.
    const entry = (code: string) => card.ledger.find((row) => row.code === code);
    expect(entry('E11.9')).toMatchObject({ counts: true, paymentYear: 2027, findings: [] });
    expect(entry('I63.9')?.findings.map((finding) => finding.reason)).toEqual(['date-outside-year', 'specialty-not-accepted', 'no-supporting-note']);
    expect(card.raf).toMatchObject({ paymentYear: 2027, coded: payment2027(['E119', 'I639']), counts: payment2027(['E119']) });
    expect(card.raf!.atRisk).toBeCloseTo(payment2027(['E119', 'I639']) - payment2027(['E119']), 3);

    const bill = () => call(portal, 'PUT', '/api/Patients/UpdateBillingSemester', { token, body: { recordID, diagnosticID: 'I639', billing: true, billingSemester: 1 } });
    const refused = await bill();
    expect(refused.status).toBe(400);
    expect(errorsOf(refused)).toEqual([expect.stringMatching(/^diagnosticID: I63\.9 \(2026-12-31\) is a high-risk code .*code Z86\.73 instead, or record who justifies it/)]);
    const justify = (body: Record<string, unknown>, as = token) => call(portal, 'POST', '/api/Compliance/JustifyHighRisk', {
      token: as, body: { recordID, ruleId: flag!.ruleId, code: 'I63.9', dateOfService: '2026-12-31', reason: 'Seen the week after discharge; the stroke is being treated.', noteId, ...body },
    });
    // Bad input names the field and keeps nothing.
    expect(errorsOf(await justify({ reason: 'too short' }))).toEqual([expect.stringMatching(/^reason: must say why in at least 20 characters/)]);
    expect(errorsOf(await justify({ noteId: noteId + 999 }))).toEqual(['noteId: must be a signed progress note of this record']);
    expect(errorsOf(await justify({ code: 'E11.9' }))).toEqual([expect.stringMatching(/^code: E11\.9 on 2026-12-31 is not flagged/)]);
    expect((await justify({}, (await signIn(portal, 'insurance')).token)).status).toBe(403);
    expect((await compliance()).flags[0]!.justification).toBeNull();

    const justified = await justify({});
    expect(justified.status).toBe(200);
    expect((justified.body as RecordCompliance).flags[0]!.justification).toMatchObject({ code: 'I639', noteId, reason: expect.stringMatching(/^Seen the week/) });
    expect(errorsOf(await justify({}))).toEqual([expect.stringMatching(/^code: I63\.9 on 2026-12-31 is already justified/)]);
    const audited = await portal.database.db.selectFrom('audit_log').select(['action', 'record_id']).where('action', '=', 'compliance.justify').execute();
    expect(audited.map((row) => row.record_id)).toContain(String(recordID));
    expect((await bill()).status).toBe(200);

    const overrides = async (userName: string) => call(portal, 'GET', '/api/Compliance/Overrides?paymentYear=2027', { token: (await signIn(portal, userName)).token });
    const mine = (await overrides('doctor')).body as { doctors: { overrides: number; rows: { code: string; recordId: number }[] }[] };
    expect(mine.doctors.map((doctor) => [doctor.overrides, doctor.rows.map((row) => [row.code, row.recordId])])).toEqual([[1, [['I63.9', recordID]]]]);
    expect(((await overrides('doctor2')).body as { doctors: unknown[] }).doctors).toEqual([]);
    expect((await overrides('insurance')).status).toBe(403);

    // The patient list's column: RAF that counts beside RAF coded per record of the page; a record out of reach is left out.
    const foreign = await must(portal.ports.patients.createMany([{
      documentId: '40000000136', firstName: 'Pat', lastName: 'Foreign', sex: 'M', dateOfBirth: PATIENT_DOB, insuranceId: (await insurances(portal))[0]!.id,
      planId: (await insurances(portal))[0]!.plans[0]!.id, insuranceContractNumber: 'C-36', doctorRecordId: null, phone: '7875550123', phone2: null, email: null,
      street: '2 Calle Sol', city: 'Ponce', state: 'PR', zip: '00716', doctorId: await doctorIdOf(portal, 'doctor2'), insuranceName: null, planName: null, ...NO_PAYMENT_FACTS,
    }], 2027, portal.ports.clock.now()));
    const column = await call(portal, 'GET', `/api/Compliance/RafThatCounts?RecordIDs=${recordID},${foreign[0]!.recordId}`, { token });
    expect(column.body).toEqual([{ recordId: recordID, coded: payment2027(['E119', 'I639']), counts: payment2027(['E119']), atRisk: expect.any(Number) }]);
    expect(errorsOf(await call(portal, 'GET', '/api/Compliance/RafThatCounts?RecordIDs=', { token }))).toEqual([expect.stringMatching(/^RecordIDs: /)]);
  });

  checkLogsAfterAll();
});
