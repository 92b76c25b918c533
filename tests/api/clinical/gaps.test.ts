import { expect, it } from 'vitest';
import type { Portal } from '@rafdesk/cli/composition-root';
import { computeMissingGaps, computePracticeGaps, type RecordGaps, type RecaptureCurveView, type WorklistRow } from '@rafdesk/core';
import { call, errorsOf, signIn } from '../harness/client.js';
import { checkLogsAfterAll } from '../harness/log-check.js';
import { describeApi } from '../harness/portal-harness.js';
import { doctorIdOf, insuranceStaffInsuranceId, must, seedCatalogue, seedPatient } from './clinical-fixtures.js';

// The gaps calls over HTTP: access per role through the permission table, a closing code closing in the coding
// request, not present remembered, the trail and the audit written, bad input refused naming the field. The rules
// themselves are tested in core (core/src/gaps, core/src/usecases/gaps).

const KEY = '2026:recapture:HCC37';

/** The demo doctor's patient with E11.22 coded on last year's record (a recapture gap of HCC37 for 2026), and one of the insurance staff's insurance. */
async function recapturePractice(portal: Portal) {
  await seedCatalogue(portal, ['E1122', 'E119', 'I10']);
  const doctorId = await doctorIdOf(portal, 'doctor');
  const mine = await seedPatient(portal, { doctorId, documentId: '40000000011', lastName: 'Recapture' });
  const insured = await seedPatient(portal, { doctorId, documentId: '40000000012', lastName: 'Insured', insuranceId: await insuranceStaffInsuranceId(portal) });
  for (const owner of [mine, insured]) {
    const lastYear = await must(portal.ports.patients.ensureRecord(owner.patientId, 2025, portal.ports.clock.now()));
    await must(portal.ports.recordDiagnostics.add(lastYear, [{ code: 'E1122', serviceDate: '2024-05-02', queue: null, provider: null, specialty: null, documentation: null }], null, portal.ports.clock.now()));
  }
  // What a start-up or the demo seed runs: every active patient's gaps computed and stored.
  await must(computePracticeGaps(portal.ports, 2026));
  return { doctorId, recordId: mine.recordId, insuredRecordId: insured.recordId };
}

const gapOf = (body: unknown) => (body as RecordGaps).gaps.find((gap) => gap.key === KEY);

describeApi('Clinical API: gaps', (world) => {
  it('lists the worklist per role, and a closing code coded through Fast Coding documents the gap in that request', async () => {
    const portal = world.portal();
    const { recordId, insuredRecordId } = await recapturePractice(portal);
    const tokens = Object.fromEntries(await Promise.all(['doctor', 'doctor2', 'admin', 'insurance', 'staff'].map(async (name) => [name, (await signIn(portal, name)).token] as const)));
    const listed = async (name: string, query = '') => {
      const answer = await call(portal, 'GET', `/api/Gaps/Worklist?paymentYear=2026${query}`, { token: tokens[name] });
      expect(answer.status).toBe(200);
      return (answer.body as WorklistRow[]).map((row) => row.patient.recordId).sort();
    };
    expect(await listed('doctor')).toEqual([recordId, insuredRecordId].sort());
    expect(await listed('admin')).toEqual([recordId, insuredRecordId].sort());
    expect(await listed('doctor2')).toEqual([]);
    // Insurance staff: read-only, their insurance's patients only.
    expect(await listed('insurance')).toEqual([insuredRecordId]);
    expect(await listed('doctor', '&kind=suspect')).toEqual([]);
    expect(await listed('doctor', '&hcc=HCC37&kind=recapture&SearchQuery=recap')).toEqual([recordId]);
    expect((await call(portal, 'GET', `/api/Gaps/GetRecordGaps?RecordID=${recordId}`, { token: tokens.doctor2 })).status).toBe(404);

    const before = await call(portal, 'GET', `/api/Gaps/GetRecordGaps?RecordID=${recordId}`, { token: tokens.doctor });
    expect(before.status).toBe(200);
    expect(gapOf(before.body)).toMatchObject({ kind: 'recapture', coverage: 'open', standing: { state: 'open' }, worth: { code: 'E11.22', modelLabel: 'V28 2026' } });
    expect(gapOf(before.body)?.evidence[0]).toMatchObject({ source: 'record-diagnosis', code: 'E11.22', date: '2024-05-02' });

    const coded = await call(portal, 'POST', '/api/Patients/AddDiagnostics', { token: tokens.doctor, body: { recordID: recordId, diagnostics: 'E11.22' } });
    expect(coded.status).toBe(200);
    const stored = await must(portal.ports.gaps.findSet((await must(portal.ports.patients.recordOwner(recordId)))!.patientId, 2026));
    expect(stored?.gaps.find((item) => item.gap.key === KEY)?.state).toBe('documented');
    const after = await call(portal, 'GET', `/api/Gaps/GetRecordGaps?RecordID=${recordId}`, { token: tokens.doctor });
    expect(gapOf(after.body)).toMatchObject({ coverage: 'closed', standing: { state: 'documented' }, history: [{ from: 'open', to: 'documented', event: 'coding.documented', userId: null }] });
    expect(await listed('doctor')).toEqual([insuredRecordId]);
    const audited = await portal.database.db.selectFrom('audit_log').select(['action', 'record_id']).where('action', 'in', ['gaps.worklist', 'gaps.read']).execute();
    expect(audited).toContainEqual({ action: 'gaps.read', record_id: String(recordId) });
    expect(audited.filter((line) => line.action === 'gaps.worklist').length).toBeGreaterThan(0);
  });

  it('marks a gap not present with a reason (audited, kept through later coding), refuses bad input naming the field and insurance staff', async () => {
    const portal = world.portal();
    const { recordId } = await recapturePractice(portal);
    const doctor = await signIn(portal, 'doctor');
    const insurance = await signIn(portal, 'insurance');
    const doctorUserId = (await must(portal.ports.users.findSignInAccount('doctor')))?.userId;
    const decide = (body: Record<string, unknown>, token = doctor.token) => call(portal, 'POST', '/api/Gaps/SetDisposition', { token, body: { recordID: recordId, gapKey: KEY, ...body } });

    const missing = await decide({ disposition: 'not-present' });
    expect(missing.status).toBe(400);
    expect(errorsOf(missing)).toEqual([expect.stringMatching(/^reason: Choose why/)]);
    expect(errorsOf(await decide({ disposition: 'not-present', reason: 'other' }))).toEqual(['reasonText: Say why the condition is not present when the reason is Other']);
    expect(errorsOf(await decide({ disposition: 'sideways' }))).toEqual([expect.stringMatching(/^disposition: /)]);
    expect(errorsOf(await decide({ disposition: 'reopen' }))).toEqual([expect.stringMatching(/^disposition: A gap that is Open cannot be reopened/)]);
    expect(errorsOf(await decide({ disposition: 'defer', gapKey: '2026:suspect:HCC1' }))).toEqual([expect.stringMatching(/^gapKey: /)]);
    expect((await decide({ disposition: 'defer' }, insurance.token)).status).toBe(403);
    expect(errorsOf(await call(portal, 'GET', '/api/Gaps/Worklist?hcc=diabetes', { token: doctor.token }))).toEqual([expect.stringMatching(/^hcc: /)]);
    expect(errorsOf(await call(portal, 'GET', '/api/Gaps/Worklist?status=closed', { token: doctor.token }))).toEqual([expect.stringMatching(/^status: /)]);

    const marked = await decide({ disposition: 'not-present', reason: 'ruled-out' });
    expect(marked.status).toBe(200);
    expect(gapOf(marked.body)?.standing).toMatchObject({ state: 'not-present', reason: 'ruled-out' });
    expect(gapOf(marked.body)?.history).toEqual([expect.objectContaining({ from: 'open', to: 'not-present', event: 'user.notPresent', userId: doctorUserId, userName: expect.any(String) })]);
    const lines = await portal.database.db.selectFrom('audit_log').select(['action', 'record_id', 'outcome', 'actor_user_id']).where('action', '=', 'gaps.dispose').where('outcome', '=', 'success').execute();
    expect(lines).toEqual([{ action: 'gaps.dispose', record_id: String(recordId), outcome: 'success', actor_user_id: String(doctorUserId) }]);

    // A later change of the record computes the gaps again; the same evidence keeps the gap not present this year.
    world.clock.advance(60_000);
    expect((await call(portal, 'POST', '/api/Patients/CalculateMasterRaf', { token: doctor.token, body: { recordID: recordId } })).status).toBe(200);
    const again = await call(portal, 'GET', `/api/Gaps/GetRecordGaps?RecordID=${recordId}`, { token: doctor.token });
    expect(gapOf(again.body)?.standing.state).toBe('not-present');
    const dismissed = await call(portal, 'GET', '/api/Gaps/Worklist?paymentYear=2026&status=not-present', { token: doctor.token });
    expect((dismissed.body as WorklistRow[]).map((row) => row.patient.recordId)).toEqual([recordId]);
  });

  it('answers the recapture curve for the doctors in reach, and refuses another doctor\'s', async () => {
    const portal = world.portal();
    const { recordId } = await recapturePractice(portal);
    const doctor = await signIn(portal, 'doctor');
    await call(portal, 'POST', '/api/Patients/AddDiagnostics', { token: doctor.token, body: { recordID: recordId, diagnostics: 'E11.22' } });
    const curve = await call(portal, 'GET', '/api/Gaps/RecaptureCurve?paymentYear=2026', { token: doctor.token });
    expect(curve.status).toBe(200);
    const body = curve.body as RecaptureCurveView;
    expect({ serviceYear: body.serviceYear, lastYearMonths: body.lastYear.length }).toEqual({ serviceYear: 2025, lastYearMonths: 12 });
    expect(body.lastYear[11]).toMatchObject({ month: 12 });
    const doctor2Id = await doctorIdOf(portal, 'doctor2');
    expect((await call(portal, 'GET', `/api/Gaps/RecaptureCurve?doctorId=${doctor2Id}`, { token: doctor.token })).status).toBe(403);
  });

  it('reads the doctor notes kept sealed on a record for problem words: a note naming an amputation raises its suspect with the note as evidence', async () => {
    const portal = world.portal();
    const doctorId = await doctorIdOf(portal, 'doctor');
    const patient = await seedPatient(portal, { doctorId, documentId: '40000000019', lastName: 'Amputee' });
    const suspectOf = async () => {
      await must(computePracticeGaps(portal.ports, 2026));
      const { token } = await signIn(portal, 'doctor');
      const answer = await call(portal, 'GET', `/api/Gaps/GetRecordGaps?RecordID=${patient.recordId}`, { token });
      expect(answer.status).toBe(200);
      return (answer.body as RecordGaps).gaps.find((gap) => gap.key === '2026:suspect:HCC409');
    };
    // Written in 2025, the service year of payment year 2026.
    const written = new Date('2025-11-03T12:00:00.000Z');
    await must(portal.ports.recordNotes.add({ recordId: patient.recordId, kind: 'mag', text: 'Chart reviewed; problem list unchanged.' }, null, written));
    expect(await suspectOf()).toBeUndefined();
    await must(portal.ports.recordNotes.add({ recordId: patient.recordId, kind: 'doctor', text: 'Left below knee amputation, prosthesis fits well.' }, null, written));
    const gap = await suspectOf();
    expect(gap).toMatchObject({ kind: 'suspect', coverage: 'open' });
    expect(gap?.evidence).toEqual([expect.objectContaining({ source: 'problem', date: '2025-11-03', text: expect.stringContaining('Doctor note: "Left below knee amputation') })]);
  });

  it('computes, batch by batch, the gaps of the patients a database from before gaps holds without any, and nobody else\'s', async () => {
    const portal = world.portal();
    const { recordId } = await recapturePractice(portal);
    const owner = (await must(portal.ports.patients.recordOwner(recordId)))!;
    // As an upgraded database holds them: patients with records and no stored gaps.
    await portal.database.db.deleteFrom('patient_gap_set').execute();
    expect(await must(portal.ports.gaps.findSet(owner.patientId, 2026))).toBeNull();
    const missing = await must(portal.ports.gaps.withoutSet(2026, 1000));
    expect(missing).toContain(owner.patientId);
    // A portal shutting down stops before the next batch.
    expect(await must(computeMissingGaps(portal.ports, { stopped: () => true }))).toEqual({ patients: 0, gaps: 0 });
    const batches: number[] = [];
    const done = await must(computeMissingGaps(portal.ports, { onBatch: (batch) => batches.push(batch.patients) }));
    expect(done.patients).toBe(missing.length);
    expect(batches.reduce((sum, count) => sum + count, 0)).toBe(missing.length);
    expect((await must(portal.ports.gaps.findSet(owner.patientId, 2026)))?.gaps.map((item) => item.gap.key)).toContain(KEY);
    expect(await must(portal.ports.gaps.withoutSet(2026, 1000))).toEqual([]);
    expect(await must(computeMissingGaps(portal.ports))).toEqual({ patients: 0, gaps: 0 });
  });

  checkLogsAfterAll();
});
