import { expect, it } from 'vitest';
import type { Portal } from '@rafdesk/cli/composition-root';
import type { RecordId } from '@rafdesk/core';
import { call, signIn } from '../harness/client.js';
import { checkLogsAfterAll } from '../harness/log-check.js';
import { describeApi, BOTH_ENGINES, DEMO_SETUP } from '../harness/portal-harness.js';
import { engineRaf, must, seedCatalogue, storedCard, twoPatients } from './clinical-fixtures.js';

const CODES = ['E119', 'E1122', 'I509', 'N184', 'J449', 'F329', 'I480', 'M069'];
const CONCURRENT_CHANGES = 50;

/** One of the changes a busy coding team makes to one record; every one locks several diagnostic rows. */
function change(portal: Portal, index: number, recordId: number, token: string) {
  const code = CODES[index % CODES.length]!;
  const pair = `${code},${CODES[(index + 3) % CODES.length]!}`;
  switch (index % 7) {
    case 0: return call(portal, 'POST', '/api/Patients/AddDiagnostics', { token, body: { recordID: recordId, diagnostics: CODES.join(','), optimizerFlag: false } });
    case 1: return call(portal, 'PUT', '/api/Patients/UpdateBillingSemesterList', { token, body: { recordID: recordId, diagnosticID: pair, billing: index % 2 === 0, billingSemester: 1 + (index % 2) } });
    case 2: return call(portal, 'POST', `/api/Patients/AutoBilling?recordID=${recordId}`, { token });
    case 3: return call(portal, 'PUT', '/api/Patients/UpdateRecordDiagnosticStatus', { token, body: { recordID: recordId, diagnosticID: code, statusValue: index % 3 !== 0 } });
    case 4: return call(portal, 'DELETE', `/api/Diagnostics/DeleteDiagnostic?RecordId=${recordId}&DiagnosticId=${code}&ServiceDate=&Queue=`, { token });
    case 5: return call(portal, 'POST', '/api/Patients/AddDiagnostics', { token, body: { recordID: recordId, diagnostics: pair, optimizerFlag: false } });
    default: return index % 14 === 6 ? call(portal, 'DELETE', `/api/Diagnostics/deleteAllDiagnostics?RecordId=${recordId}`, { token })
      : call(portal, 'POST', `/api/Patients/CalculateMasterRaf?recordID=${recordId}`, { token });
  }
}

describeApi('Clinical API: concurrent changes of one record', (world) => {
  it(`${CONCURRENT_CHANGES} concurrent mixed changes of one record all answer (none fails), and the stored figures equal a fresh recomputation`, async () => {
    const portal = world.portal();
    await seedCatalogue(portal, CODES);
    const { recordId } = await twoPatients(portal);
    const { token } = await signIn(portal, 'staff');
    expect((await call(portal, 'POST', '/api/Patients/AddDiagnostics', { token, body: { recordID: recordId, diagnostics: CODES.join(','), optimizerFlag: false } })).status).toBe(200);
    const answers = await Promise.all(Array.from({ length: CONCURRENT_CHANGES }, (_, index) => change(portal, index, recordId, token)));
    const failures = answers.filter((answer) => answer.status >= 500);
    expect(failures, JSON.stringify(failures.map((answer) => answer.body))).toEqual([]);
    // A change of a code another change just deleted is refused for that reason (400/404), never with a failure.
    for (const answer of answers) expect([200, 204, 400, 404]).toContain(answer.status);
    expect(answers.filter((answer) => answer.status === 200 || answer.status === 204).length).toBeGreaterThan(CONCURRENT_CHANGES / 2);

    const stored = await storedCard(portal, recordId as RecordId);
    const diagnostics = await must(portal.ports.recordDiagnostics.list(recordId as RecordId, { pageNumber: 1, pageSize: 100 }));
    const activeCodes = diagnostics.items.filter((row) => row.active).map((row) => row.code);
    expect(stored.rafTotal).toBe(engineRaf(activeCodes));
    const recomputed = await call(portal, 'POST', `/api/Patients/CalculateMasterRaf?recordID=${recordId}`, { token });
    expect(recomputed.status).toBe(200);
    expect(await storedCard(portal, recordId as RecordId)).toEqual(stored);
  });

  checkLogsAfterAll();
}, DEMO_SETUP, BOTH_ENGINES);
