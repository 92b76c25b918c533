import { expect, it } from 'vitest';
import { UNDO_WINDOW_SECONDS } from '@rafdesk/core';
import { call, errorsOf, signIn } from '../harness/client.js';
import { checkLogsAfterAll } from '../harness/log-check.js';
import { describeApi } from '../harness/portal-harness.js';
import { engineRaf, seedCatalogue, twoPatients } from './clinical-fixtures.js';

// The wiring of the undo over HTTP once: the rules (kinds, the window, who may) are core's tests on the fakes, and
// the bin's queries are proved on both engines by the repository contracts.
describeApi('Clinical API: undoing a delete', (world) => {
  it('deletes a diagnostic, undoes it to the same row and card, and refuses a doctor and an undo after the window', async () => {
    const portal = world.portal();
    await seedCatalogue(portal, ['E1122', 'I509']);
    const { recordId } = await twoPatients(portal);
    const staff = await signIn(portal, 'staff');
    const added = await call(portal, 'POST', '/api/Diagnostics', {
      token: staff.token, body: { recordID: recordId, diagnosticId: 'I50.9', serviceDate: '2026-02-20', specialty: 'Cardiology', diagnosisSource: 'video-telehealth' },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    await call(portal, 'POST', '/api/Patients/AddDiagnostics', { token: staff.token, body: { recordID: recordId, diagnostics: 'E1122' } });
    await call(portal, 'PUT', '/api/Patients/UpdateBillingSemester', { token: staff.token, body: { recordID: recordId, diagnosticID: 'I509', billing: true, billingSemester: 1 } });
    const rowsUrl = `/api/Patients/GetRecordDiagnostics?RecordID=${recordId}&pageNumber=1&pageSize=1000`;
    const before = (await call(portal, 'GET', rowsUrl, { token: staff.token })).body;

    const deleted = await call(portal, 'DELETE', `/api/Diagnostics/DeleteDiagnostic?RecordId=${recordId}&DiagnosticId=I509&ServiceDate=2026-02-20`, { token: staff.token });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(deleted.body).toMatchObject({ raF_TOTAL: engineRaf(['E1122']), undoId: expect.any(Number) });
    const { undoId } = deleted.body as { undoId: number };

    const doctor = await signIn(portal, 'doctor');
    expect((await call(portal, 'POST', '/api/Diagnostics/RestoreDiagnostics', { token: doctor.token, body: { undoId } })).status).toBe(403);
    const restored = await call(portal, 'POST', '/api/Diagnostics/RestoreDiagnostics', { token: staff.token, body: { undoId } });
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.body).toMatchObject({ recordID: recordId, restored: 1, raF_TOTAL: engineRaf(['E1122', 'I509']) });
    expect((await call(portal, 'GET', rowsUrl, { token: staff.token })).body).toEqual(before);
    const audit = (await portal.ports.auditLog.list({ userId: null, recordId: String(recordId), action: 'record.diagnostics.restore', window: { pageNumber: 1, pageSize: 5 } }))._unsafeUnwrap();
    expect(audit.totalCount).toBe(1);

    const all = await call(portal, 'DELETE', `/api/Diagnostics/deleteAllDiagnostics?RecordId=${recordId}`, { token: staff.token });
    expect(all.body).toMatchObject({ deleted: 2, raF_TOTAL: engineRaf([]) });
    world.clock.advance(UNDO_WINDOW_SECONDS * 1000 + 1000);
    const late = await call(portal, 'POST', '/api/Diagnostics/RestoreDiagnostics', { token: staff.token, body: { undoId: (all.body as { undoId: number }).undoId } });
    expect(late.status).toBe(409);
    expect(errorsOf(late)).toEqual([`undoId: Too late to undo: a delete can be undone for ${UNDO_WINDOW_SECONDS} seconds, and this one stands`]);
    const bad = await call(portal, 'POST', '/api/Diagnostics/RestoreDiagnostics', { token: staff.token, body: { undoId: 'x' } });
    expect(bad.status).toBe(400);
    expect(errorsOf(bad).join(' ')).toContain('undoId');
  });

  checkLogsAfterAll();
});
