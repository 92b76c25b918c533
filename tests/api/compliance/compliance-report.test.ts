import { expect, it } from 'vitest';
import type { ComplianceReport, DispositionState, PatientId, RecordCompliance } from '@rafdesk/core';
import type { Portal } from '@rafdesk/cli/composition-root';
import { call, errorsOf, signIn } from '../harness/client.js';
import { checkLogsAfterAll } from '../harness/log-check.js';
import { describeApi } from '../harness/portal-harness.js';
import { doctorIdOf, must, seedCatalogue } from '../clinical/clinical-fixtures.js';
import { recordWithNote } from './compliance-fixtures.js';

// The compliance report sums each record's compliance card per doctor and for the practice: RAF that counts of RAF
// coded, flagged codes and overrides, the chart-review share of the year's diagnoses, and gap reviews' adds and deletes.

/** A gap review's decision as the gap store keeps it (keys start with the payment year): `code` is the code documented, or the one deleted as unsupported. */
async function decideGap(portal: Portal, patientId: PatientId, gapKey: string, state: DispositionState, code: string, reason: 'not-supported' | null = null) {
  const at = portal.ports.clock.now().toISOString();
  await must(portal.ports.gaps.saveDispositions([{
    patientId,
    disposition: { gapKey, state, reason, reasonText: null, code, dismissedEvidenceKey: null, changedAt: at, changedBy: null },
    history: { gapKey, at, by: null, from: 'open', to: state, event: state === 'documented' ? 'coding.documented' : 'user.deleteUnsupported', reason, reasonText: null, code, countedAsDelete: state !== 'documented' },
  }]));
}

describeApi('Compliance report per doctor and practice', (world) => {
  it('sums the record cards: RAF that counts of RAF coded, flags and overrides, chart-review share, adds beside deletes; in the overrides\' reach, audited', async () => {
    const portal = world.portal();
    await seedCatalogue(portal, ['I639', 'E119', 'J449']);
    const { recordID, patientId, noteId } = await recordWithNote(portal);
    const { token } = await signIn(portal, 'doctor');
    // E11.9 face to face with the signed note counts; J44.9 from an unlinked chart review does not (PY2027); I63.9 is flagged, then justified.
    expect((await call(portal, 'POST', '/api/Diagnostics', { token, body: { recordID, diagnosticId: 'E119', serviceDate: '2026-03-02', provider: 'Dr. Demo', specialty: 'Internal Medicine' } })).status).toBe(201);
    await must(portal.ports.recordDiagnostics.setProgressNoteFlags(recordID, ['E119'], { inProgressNote: true }, portal.ports.clock.now()));
    expect((await call(portal, 'POST', '/api/Diagnostics', {
      token, body: { recordID, diagnosticId: 'J449', serviceDate: '2026-05-01', provider: 'Dr. Demo', specialty: 'Internal Medicine', diagnosisSource: 'chart-review-unlinked' },
    })).status).toBe(201);
    expect((await call(portal, 'POST', '/api/Patients/AddDiagnostics', { token, body: { recordID, diagnostics: 'I63.9', optimizerFlag: false } })).status).toBe(200);
    expect((await call(portal, 'POST', '/api/Compliance/JustifyHighRisk', {
      token, body: { recordID, ruleId: 'acute-stroke-outside-inpatient-stay', code: 'I63.9', dateOfService: '2026-12-31', reason: 'Seen the week after discharge; the stroke is being treated.', noteId },
    })).status).toBe(200);
    await decideGap(portal, patientId, '2027:recapture:37', 'documented', 'E119');
    await decideGap(portal, patientId, '2027:recapture:280', 'documented', 'J449');
    await decideGap(portal, patientId, '2027:recapture:249', 'not-present', 'I639', 'not-supported');

    const card = (await call(portal, 'GET', `/api/Compliance/GetRecordCompliance?RecordID=${recordID}`, { token })).body as RecordCompliance;
    expect(card.raf).not.toBeNull();
    const answer = await call(portal, 'GET', '/api/Compliance/Report?paymentYear=2027', { token });
    expect(answer.status).toBe(200);
    const report = answer.body as ComplianceReport;
    expect(report.paymentYear).toBe(2027);
    const doctorId = await doctorIdOf(portal, 'doctor');
    expect(report.doctors.map((doctor) => doctor.doctorId)).toEqual([doctorId]);
    const [line] = report.doctors;
    expect(line).toMatchObject({
      records: 1, unscored: 0, flaggedCodes: 1, overrides: 1, yearLines: 2, chartReviewLines: 1, chartReviewShare: 0.5, hraOnlyLines: 0, hraOnlyShare: 0,
      adds: 2, deletes: 1, addDeleteRatio: 2,
    });
    // The canary patient has no PY2027 record: the doctor's RAF figures are the fixture record's card.
    expect([line!.rafCoded, line!.rafCounts]).toEqual([card.raf!.coded, card.raf!.counts]);
    expect(line!.rafAtRisk).toBeCloseTo(card.raf!.atRisk, 3);
    expect(line!.shareThatCounts).toBeCloseTo(line!.rafCounts / line!.rafCoded, 3);
    expect(report.practice).toEqual(Object.fromEntries(Object.entries(line!).filter(([key]) => key !== 'doctorId' && key !== 'doctorName')));

    // Another doctor's line is out of a Doctor's reach; a MAG role sees every doctor; insurance staff none.
    expect((await call(portal, 'GET', `/api/Compliance/Report?doctorId=${await doctorIdOf(portal, 'doctor2')}`, { token })).status).toBe(403);
    const every = (await call(portal, 'GET', '/api/Compliance/Report?paymentYear=2027', { token: (await signIn(portal, 'admin')).token })).body as ComplianceReport;
    expect(every.doctors.find((doctor) => doctor.doctorId === doctorId)).toEqual(line);
    expect((await call(portal, 'GET', '/api/Compliance/Report', { token: (await signIn(portal, 'insurance')).token })).status).toBe(403);
    expect(errorsOf(await call(portal, 'GET', '/api/Compliance/Report?paymentYear=twenty', { token }))).toEqual([expect.stringMatching(/^paymentYear: /)]);
    const audited = await portal.database.db.selectFrom('audit_log').select('outcome').where('action', '=', 'compliance.report').orderBy('id').execute();
    expect(audited.map((row) => row.outcome)).toEqual(['success', 'denied', 'success', 'denied', 'failed']);
  });

  checkLogsAfterAll();
});
